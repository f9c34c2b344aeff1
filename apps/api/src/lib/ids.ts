const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Routes that take "id or slug" look the value up as an id when it has the shape of one. */
export const isUuid = (value: string) => uuidPattern.test(value);
