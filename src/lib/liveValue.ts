/** The value of the field with this id as the visitor left it; undefined outside a browser or
 * where there is no such field. */
export const liveValue = (id: string): string | undefined =>
  typeof document === 'undefined' ? undefined : (document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null)?.value;
