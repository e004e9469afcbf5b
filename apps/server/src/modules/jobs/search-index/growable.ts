/** A typed array that grows by doubling: the index's columns hold a million rows without boxing. */
export class Growable<T extends Int32Array | Float64Array | Uint16Array> {
  length = 0;
  constructor(
    public data: T,
    private readonly make: (size: number) => T,
  ) {}

  push(value: number): number {
    if (this.length === this.data.length) {
      const bigger = this.make(Math.max(4, this.data.length * 2));
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length] = value;
    return this.length++;
  }

  /** Drops the room kept for growth; the next push makes room again. */
  trim(): void {
    if (this.data.length > this.length) this.data = this.data.slice(0, this.length) as T;
  }

  /** Bytes held, for the memory the index reports. */
  get bytes(): number {
    return this.data.byteLength;
  }
}

export const int32s = (size = 16) => new Growable(new Int32Array(size), (n) => new Int32Array(n));
export const float64s = (size = 16) => new Growable(new Float64Array(size), (n) => new Float64Array(n));
export const uint16s = (size = 16) => new Growable(new Uint16Array(size), (n) => new Uint16Array(n));
