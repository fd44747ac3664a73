/// One block figure: a small caption above large text.
struct Figure {
    var caption: String
    var text: String
    /// The widest text this figure shows during a test, so the scale does not jump when the
    /// shuttle count reaches two digits.
    var reference: String

    init(caption: String, text: String, reference: String? = nil) {
        self.caption = caption
        self.text = text
        self.reference = reference ?? text
    }
}
