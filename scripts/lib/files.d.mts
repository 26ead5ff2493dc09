export function filesUnder(root: string, keep?: (name: string) => boolean): string[]
