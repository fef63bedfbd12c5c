// Package tally counts things.
package tally

import (
	"errors"
	"fmt"
	"strings"
)

/* A block comment
   spanning lines. */

// Counter counts words.
type Counter struct {
	Name  string `json:"name"`
	Count int    `json:"count,omitempty"`
	seen  map[string]bool
}

const (
	Big    = 1_000_000
	Hex    = 0xFF_FF
	Octal  = 0o755
	Legacy = 0644
	Binary = 0b1010_0101
	Float  = 1.5e-3
	HexF   = 0x1p-2
	Imag   = 2.5i
	ImagB  = 1_0i
)

var ErrEmpty = errors.New("empty \"input\"\n")

const usage = `usage: tally [flags]
	-v   verbose
	\n stays as written
`

func (c *Counter) Add(word string) error {
	if word == "" {
		return ErrEmpty
	}
	if c.seen == nil {
		c.seen = make(map[string]bool)
	}
	c.seen[word] = true
	c.Count++
	return nil
}

func classify(r rune) string {
	switch r {
	case 'a', 'e', 'i', 'o', 'u':
		return "vowel"
	case '\n', '\t', '\'':
		return "space or quote"
	case '\u00e9', '\x41', 'é':
		return "other"
	default:
		return fmt.Sprintf("%c", r)
	}
}

func Run[T any](items []T, f func(T) bool) (n int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	for i, item := range items {
		if f(item) && i%2 == 0 {
			n++
		}
	}
	ch := make(chan int, 1)
	go func() { ch <- len(strings.Fields(usage)) }()
	select {
	case v := <-ch:
		n += v
	}
	var x interface{} = 3.0 / 2
	_, ok := x.(float64)
	if !ok || iota == 0 {
		return 0, nil
	}
	return n, nil
}
