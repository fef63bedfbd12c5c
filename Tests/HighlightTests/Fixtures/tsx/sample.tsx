/** Props for the review card. */
import * as React from "react";

interface CardProps<T> {
  title: string;
  items: Array<Map<string, T>>;
  onPick?: (item: T) => void;
}

const first = <T,>(xs: T[]): T | undefined => xs[0];
const pick = <T extends object>(x: T) => x;

@observer
export class Card<T> extends React.Component<CardProps<T>> {
  #clicks = 0;

  render() {
    const { title, items } = this.props;
    const share = items.length / 2 / 3;
    return (
      <section className="card" aria-label={`card ${title}`}>
        <h2>{title}</h2>
        <ul>
          {items.map((m, i) => (
            <li key={i} onClick={() => this.props.onPick?.(m as T)}>
              Item {i + 1} of {items.length}: {m.size > 0 ? <b>full</b> : <i>empty</i>}
            </li>
          ))}
        </ul>
        <Footer
          count={share}
          label="multi-line
            attribute"
        />
        <>
          Fragment text, with a {/x\/y/.test(title) ? "match" : "miss"} regex.
        </>
      </section>
    );
  }
}

const n: number = 1_000 + 0xff + .25;
const re = /<[a-z]+>/g;
