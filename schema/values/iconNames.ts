// The names of the curated icon set, without Zod: the browser's labels (resourceKinds.ts) name
// them, and schema/model/icons.ts makes the manifest's icon field from them.
export const iconNames = [
  'activity', 'arrow-left', 'arrow-right', 'award', 'book-open', 'brain', 'briefcase', 'building-2', 'calendar', 'check',
  'check-circle', 'chevron-down', 'clipboard-list', 'clock', 'compass', 'credit-card', 'external-link',
  'file-text', 'globe', 'graduation-cap', 'hand-heart', 'heart', 'heart-handshake', 'home', 'info',
  'laptop', 'leaf', 'life-buoy', 'lightbulb', 'link', 'list', 'lock', 'mail', 'map-pin', 'menu', 'message-circle',
  'palette', 'phone', 'scale', 'school', 'search', 'send', 'shield', 'shield-check', 'smartphone',
  'sparkles', 'star', 'target', 'triangle-alert', 'users', 'video', 'wallet', 'x',
] as const;

export type IconName = (typeof iconNames)[number];
