/// The frame every page shares (class report, athlete pages, score sheet): one self-contained
/// HTML document, its style sheet inline, nothing loaded from anywhere, no script.
enum HTMLDocument {
    /// The document titled `title` with `css` and `body` (already HTML), in the language its words
    /// are written in (`lang`, for hyphenation and screen readers).
    static func page(title: String, css: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(Translation.languageCode.htmlEscaped)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title.htmlEscaped)</title>
        <style>
        \(css)
        </style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    /// A person's name as page text: escaped, isolated (`<bdi>`, so a right-to-left or hostile
    /// name cannot reorder what is around it), and broken only between words: a hyphenated part
    /// ("Wolfeschlegelsteinhausen-Bergerdorff") is kept on one line.
    static func name(_ name: String) -> String {
        let words = name.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.contains("-") ? "<span class=\"nb\">" + String(word).htmlEscaped + "</span>" : String(word).htmlEscaped
        }
        return "<bdi>" + words.joined(separator: " ") + "</bdi>"
    }
}
