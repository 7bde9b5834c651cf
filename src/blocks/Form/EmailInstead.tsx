// The site's e-mail, offered whenever a form did not send (or has no way to send): its link opens
// the visitor's mail app with what they typed already in it, so nothing typed has to be typed again.

/** A mailto: address carrying the form's filled-in fields, one "Label: value" line each. */
export function mailtoWith(form: HTMLFormElement, email: string): string {
  const lines: string[] = [];
  let subject = '';
  for (const el of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name]:not([type=hidden]):not([tabindex="-1"]), textarea[name]')) {
    const value = el.value.trim();
    if (!value) continue;
    if (el.name === 'subject') subject = value;
    const label = form.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.firstChild?.textContent?.trim() || el.name;
    lines.push(el.type === 'textarea' || el.tagName === 'TEXTAREA' ? `\n${value}\n` : `${label}: ${value}`);
  }
  const query = new URLSearchParams({ ...subject && { subject }, body: lines.join('\n').trim() }).toString().replace(/\+/g, '%20');
  return `mailto:${email}?${query}`;
}

/** `template` with "{email}" as that link, e.g. "You can also write to {email}." */
export function EmailInstead({ form, email, template }: { form: HTMLFormElement; email: string; template: string }) {
  const [before, after] = template.split('{email}');
  return <>{before}<a href={mailtoWith(form, email)}>{email}</a>{after}</>;
}
