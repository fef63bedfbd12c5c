/// Graphviz's DOT language (`.dot`, `.gv`): graphs, nodes, edges and their attributes.
///
/// Kinds: `graph`, `digraph`, `subgraph`, `node`, `edge`, `strict` (any case) → keyword, and the
/// graph's name after them → type; common
/// attribute names → property; `->`, `--`, `=` → operator; quoted strings (which may span lines)
/// and HTML labels (`<…>`, nesting, spanning lines) → string; `//`, `/* */` and `#` lines → comment.
extension Language {
    /// Graphviz DOT.
    public static let graphviz = Language(
        name: "dot",
        aliases: ["graphviz", "gv"],
        extensions: ["dot", "gv"],
        fileNames: [],
        interpreters: [],
        makeSpec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//"), LineComment("#")]
            // An HTML label is `<`…`>` with nested tags inside: a nesting delimited string.
            spec.blockComments = [BlockComment("/*", "*/"), BlockComment("<", ">", nests: true, kind: .string)]
            spec.strings = [StringForm("\"", "\"", multiline: true)]
            spec.ignoresCase = true
            spec.words = [
                (.keyword, ["graph", "digraph", "subgraph", "node", "edge", "strict"]),
                (.property, [
                    "label", "xlabel", "shape", "style", "color", "fillcolor", "fontcolor", "fontname", "fontsize",
                    "rankdir", "rank", "ranksep", "nodesep", "splines", "compound", "concentrate", "bgcolor", "margin",
                    "pad", "width", "height", "penwidth", "arrowhead", "arrowtail", "arrowsize", "dir", "weight",
                    "constraint", "headlabel", "taillabel", "lhead", "ltail", "group", "tooltip", "url", "href",
                    "target", "peripheries", "sides", "orientation", "layout", "newrank", "labelloc", "labeljust",
                    "minlen", "samehead", "sametail", "headport", "tailport", "fixedsize", "image", "ordering",
                ]),
            ]
            spec.callsAreFunctions = false
            spec.typeIntroducers = ["graph", "digraph", "subgraph"]
            spec.numbers = NumberGrammar(separator: nil, hexFloats: false)
            spec.operators = ByteSet("-=>")
            spec.punctuation = ByteSet("{}[];,:")
            return spec
        }
    )
}
