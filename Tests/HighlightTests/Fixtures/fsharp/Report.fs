module Inventory.Report

#nowarn "40"
open System

(* A block comment
   (* nested inside it, with a "string *)" that closes nothing *)
   still a comment *)

/// Formats one line of the report.
[<Literal>]
let Header = """
Name    | Count
"quoted" stays, \n stays
"""

[<EntryPoint; Obsolete("use run")>]
let main argv =
    let path = @"C:\reports\""latest"".txt"
    let name, count = "widgets", 0x2A
    let line = $"{name,-8}| {count:D3} {{literal}} {(if count > 1 then "many" else "one")}"
    let block = $"""
      {name} has "quotes" and {count * 2}
      items
    """
    let multi = "first
second\tline"
    let c, d = 'x', '\n'
    printfn "%s %s %s %c %c %f" line block multi c d 1.5e3
    0

type Stock<'T when 'T : comparison>(items: 'T list) =
    member this.Count = List.length items
    member _.Top = items |> List.sortDescending |> List.tryHead

let fetch url = async {
    let! body = Http.get url
    use! handle = Http.open' url
    return! Async.Sleep (body.Length * 2)
}

#if DEBUG
let debug = true
#else
let debug = false
#endif
let product = (*) 3 4 (* real comment *)
