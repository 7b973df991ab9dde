/** Escapes LIKE wildcards so a search for "50%" means the text "50%", not "50 followed by anything". */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
