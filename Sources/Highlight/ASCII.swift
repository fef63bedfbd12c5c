import TextBytes

/// The byte classes the lexers use, TextBytes' own (one set for the package), under the name
/// the language files know, so that none of them needs an import of its own.
public typealias ASCII = TextBytes.ASCII
