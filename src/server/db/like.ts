/** A search term matched literally by LIKE/ILIKE: its `%`, `_` and `\` lose their wildcard meaning. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The ILIKE pattern for "contains this text". */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
