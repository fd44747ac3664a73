import Testing

@testable import BeepTest

@Suite("Did-you-mean suggestions")
struct SuggestionTests {
    @Test("one edit, a swap of neighbours, or a missing letter finds the word; case and accents do not count")
    func close() {
        #expect(Suggestion.closest(to: "msft-2m", among: ["msft-20m", "pacer-20m"]) == "msft-20m")
        #expect(Suggestion.closest(to: "--fromat", among: ["--format", "--flash"]) == "--format")
        #expect(Suggestion.closest(to: "lsit", among: ["list", "show", "sheet"]) == "list")
        #expect(Suggestion.closest(to: "LEGR", among: ["Léger", "PACER"]) == "Léger")
    }

    @Test("a word far from every candidate, or the candidate itself, gets no suggestion")
    func far() {
        #expect(Suggestion.closest(to: "frobnicate", among: ["list", "show", "report"]) == nil)
        #expect(Suggestion.closest(to: "ab", among: ["xy"]) == nil)
        #expect(Suggestion.closest(to: "list", among: ["list"]) == nil)
        #expect(Suggestion.closest(to: "", among: ["a"]) == nil)
    }

    @Test("the reach grows with the word: two edits in a word of eight letters or more")
    func reach() {
        #expect(Suggestion.closest(to: "yoyoir", among: ["yoyo-ir1"]) == "yoyo-ir1")
        #expect(Suggestion.closest(to: "sho", among: ["show"]) == "show")
        #expect(Suggestion.closest(to: "sw", among: ["show"]) == nil)
    }

    @Test("the distance counts a swap as one step")
    func distance() {
        #expect(Suggestion.distance(Array("abcd"), Array("abdc")) == 1)
        #expect(Suggestion.distance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestion.distance(Array(""), Array("abc")) == 3)
    }
}
