export function createRequestTurns(): (start: () => void) => void
