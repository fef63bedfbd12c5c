/// <reference types="node" />
/** A queue of reviews, keyed by id. */
import type { Review } from "./review";

export interface Store<T> {
  readonly items: Array<Map<string, T>>;
  get(id: number): T | undefined;
}

type Pair<K, V> = [key: K, value: V];

enum Color {
  Red = 1,
  Green = 0x2,
  Blue = 1_000,
}

declare module "cache" {
  export function clear(): void;
}

@Component({ selector: "app-review" })
export class ReviewStore<T extends Review> implements Store<T> {
  private readonly items: Array<Map<string, T>> = [];
  #count = 0n;
  protected static limit: number = .5;

  constructor(private name: string) {}

  get(id: number): T | undefined {
    const found = this.items[0]?.get(String(id));
    return found as T;
  }

  ratio(): number {
    return this.#count > 0n ? this.items.length / 2 / 3 : 0;
  }
}

const identity = <T,>(x: T): T => x;
const cast = <string>value;
const matcher = /[/\]]+/u;
const sum = (a: number, b: number) => a / b;

function isReview(x: unknown): x is Review {
  return typeof x === "object" && x !== null && "id" in x;
}

const label = `Store ${store.name}: ${store.items.map((m) => `${m.size} ${`nested ${m.size > 1 ? "s" : ""}`}`)}`;

const multi = `
  first ${a}
  ${
    b + `inner
    ${c}`
  }
`;

export const keys = Object.keys(obj) satisfies string[];
