#!/usr/bin/env node
/**
 * Renders the review queue.
 * @param {Object} props
 */
import React, { useState } from "react";
import { format } from './format.js';

const MAX_ITEMS = 1_000n;
const ratio = .5 + 0x1F - 1e3 * 2.5e-2;
const half = total / 2 / count;
const pattern = /^[a-z/]+\/(\d+)$/gi;
const escaped = "tab\there \"quoted\" \u00e9 \u{1F600}";
let single = 'it\'s';
let continued = "first \
second";

function* walk(node) {
  if (!node?.children) return /leaf/.test(node.name);
  yield* node.children.map((child) => walk(child));
}

class Queue extends Base {
  #items = [];
  static count = 0;

  get size() {
    return this.#items.length / this.pageSize;
  }

  @logged
  push(item) {
    this.#items.push(item);
    return (/x/).exec(item?.name ?? "");
  }
}

const message = `Hello ${user.name}, you have ${
  count > 1 ? `${count} items: ${items.map((i) => `<${i.tag}>`).join(", ")}` : "one item"
} waiting`;

const query = `
  SELECT * FROM t
  WHERE id = ${id} -- ${"nested"}
`;

export default function ReviewList({ items, onSelect }) {
  const [open, setOpen] = useState(false);
  // JSX text is not code: if, return and 42 stay plain
  return (
    <>
      <header className="list-header" data-count={items.length}>
        Review the queue: if you return, 42 items wait &amp; more.
      </header>
      <ul
        role="list"
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
        }}
      >
        {items.map((item) => (
          <li key={item.id} title={`item ${item.id}`}>
            <Item.Label text={item.name} bold />
            {item.done ? <span>done</span> : null}
            {/* a comment in JSX */}
          </li>
        ))}
      </ul>
      <p>
        Spanning
        several lines of text with a {"string"} inside.
      </p>
      <input value={a / b} disabled />
    </>
  );
}

if (a < b && c > d) {
  x = y / z;
}
