/**
 * Stands in for `@firebase/webchannel-wrapper/bloom-blob` in Firestore Lite (scripts/vite/
 * firestore-lite-integer.ts). Lite takes one thing from that 3.8 KB (gzip) bundle: `Integer`, to
 * order numeric document ids (`__id123__`, from Datastore) by value. A bigint does that.
 */
export class Integer {
  private constructor(private readonly value: bigint) {}

  static fromString(digits: string): Integer {
    try {
      return new Integer(BigInt(digits));
    } catch {
      return new Integer(0n); // not digits: the id is not numeric after all, and orders as zero
    }
  }

  compare(other: Integer): -1 | 0 | 1 {
    return this.value < other.value ? -1 : this.value > other.value ? 1 : 0;
  }
}
