// Stencil parses nested tags by recursion and renders a loop inside a loop by multiplying: a
// template of 12 000 nested `{% if %}` overflowed the stack (SIGSEGV), and 3 000 nested
// `{% for %}` over the route's parameters would render for ever. Its lexer also finds each
// token's line by a linear search of the lines, so the lexing time grows with tokens × lines.
// A template is a file a cloned repository can hold, so the generator bounds all three before
// Stencil sees it: `TemplatePrescan` counts the tags and their nesting in one pass of its own,
// then `TemplateCheck` bounds what the loops can render. The limits are far above what a
// module's templates need (the built-in ones: 3 KB at most, 46 tags, nesting 3 deep).

/// The most a template may hold, and render.
enum TemplateLimits {
    /// The most UTF-8 bytes of a template file: 256 KiB.
    static let bytes = 262_144
    /// The most tags (`{{ … }}`, `{% … %}` and `{# … #}`) in a template.
    static let tags = 2_000
    /// The most block tags (`if`, `for`, …) open at once.
    static let nesting = 32
    /// The most words in one tag, so that a condition stays short (Stencil parses a chain of
    /// `not` by recursion).
    static let wordsPerTag = 64
    /// The most UTF-8 bytes a template's rendering can write, counted before it renders: each
    /// piece of text and each variable (at its longest value) times the elements of every loop
    /// around it. 4 MiB.
    static let renderedBytes = 4_194_304
}
