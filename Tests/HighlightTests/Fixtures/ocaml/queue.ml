(** A bounded queue.
    (* Nested comments nest; strings in them are read: "*)" and '"' close nothing,
       (* and neither does this level *) *)
    Documentation continues here. *)

(* A plain comment (* with a nested one *) ends here *)
let ( *** ) a b = a * b (*) even this opens a comment *) let x = ( * )

type 'a t = {
  mutable items : 'a list;
  capacity : int; [@default 16]
}
[@@deriving show, eq]

exception Full of string

let create ?(capacity = 0x10) () = { items = []; capacity }

let push q x =
  if List.length q.items >= q.capacity then
    raise (Full "queue is full: \
                 no room left")
  else q.items <- q.items @ [ x ]

let describe q =
  let banner = "Queue:
  spans two lines with \"quotes\" and \t tabs" in
  let sql = {sql|SELECT * FROM "items"
WHERE id = '1' |} |sql} in
  let raw = {|C:\path\no\escapes|} in
  Printf.sprintf "%s %s %s %d %c%c" banner sql raw (List.length q.items) 'a' '\n'

module Make (Ord : Map.OrderedType) : sig
  val size : 'key -> int
end = struct
  let size _ = 1_000 lsl 2 + int_of_float 1.5e3
end

let () = match Some 3 with Some n when n > 0 -> print_int n | _ -> ()
