/** JSON Schema metadata (Zod .meta()): one line an editor shows on hover, and examples where they help. */
export const about = (description: string, ...examples: unknown[]) => (examples.length ? { description, examples } : { description });
