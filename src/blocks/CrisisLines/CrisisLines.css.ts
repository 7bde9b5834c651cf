import { style } from '@vanilla-extract/css';

// The cards are CardGrid's; this wrapper only keeps the block a unit of its own in the page.
export const root = style({ display: 'grid' });
