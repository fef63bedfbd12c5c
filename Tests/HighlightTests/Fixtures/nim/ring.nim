## ring.nim -- a fixed-size ring buffer
##[
  Doc block comments span lines,
  and ##[ nest ]## like the plain ones.
]##

import std/[strutils, options]

#[ A block comment
   #[ with a nested one ]#
   still inside the outer
]#

type
  Ring*[T] = object  ## the buffer itself
    data: seq[T]
    head, count: int

proc newRing*[T](capacity: Natural): Ring[T] {.inline.} =
  result = Ring[T](data: newSeq[T](capacity))

proc push*[T](r: var Ring[T], x: T) {.raises: [].} =
  r.data[(r.head + r.count) mod r.data.len] = x
  if r.count < r.data.len: inc r.count
  else: r.head = (r.head + 1) mod r.data.len

func `$`*[T](r: Ring[T]): string =
  result = "Ring(" & $r.count & ")"

const banner = """
Ring buffer demo: "quotes" and \n stay as written
"""
let path = r"C:\tmp\ring"
var r = newRing[uint8](4)
for i in 0 ..< 6: r.push(uint8(i) + 200'u8)
echo banner, path, 'x', '\t', 0x1F, 1_000.5
when isMainModule:
  doAssert r.count == 4 and true
