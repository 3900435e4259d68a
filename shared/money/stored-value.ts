// A stored counter's or amount's value: a finite number, else 0 (the rules and the server write nothing
// else; a read never trusts that). The shards, the ledger and the functions read their numbers with it.
export const whole = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
