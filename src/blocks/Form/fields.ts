// The fields of a form a visitor fills in: what a draft keeps and what tells whether anything was
// typed. Not the hidden ones nor the honeypot (tabindex -1, never typed in by a person).

export const fieldsOf = (form: HTMLFormElement) => [...form.elements].filter(
  (el): el is HTMLInputElement | HTMLTextAreaElement => (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)
    && !!el.name && el.type !== 'hidden' && el.tabIndex !== -1);

/** Whether any field holds text: on hydration, what was typed while the app was starting. */
export const anyTyped = (form: HTMLFormElement) => fieldsOf(form).some((el) => el.value !== '');
