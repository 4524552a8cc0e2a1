import Testing

@testable import ReorderEngine

@Suite("Keyboard: announcements")
struct KeyboardAnnouncementsTests {
  static func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }
  let a = Announcements()

  @Test("Default English texts, positions and sections 1-based")
  func defaults() {
    #expect(
      a.pickUp(label: "item 7", at: Self.ip(1, 2), count: 5)
        == "Picked up item 7. It is in position 3 of 5 in section 2.")
    #expect(
      a.moved(label: "A", from: Self.ip(0, 0), to: Self.ip(0, 1), count: 3)
        == "A was moved to position 2 of 3.")
    #expect(
      a.moved(label: "A", from: Self.ip(0, 2), to: Self.ip(1, 0), count: 4)
        == "A was moved into section 2, position 1 of 4.")
    #expect(
      a.drop(label: "A", from: Self.ip(0, 0), to: Self.ip(0, 4), count: 5)
        == "A was dropped. It moved from position 1 to position 5 of 5.")
    #expect(
      a.drop(label: "A", from: Self.ip(0, 3), to: Self.ip(2, 0), count: 1)
        == "A was dropped into section 3, position 1 of 1. It came from position 4 in section 1.")
    #expect(
      a.drop(label: "A", from: Self.ip(1, 1), to: Self.ip(1, 1), count: 2)
        == "A was dropped. It is back in its starting position 2 of 2.")
    #expect(
      a.cancel(label: "A", at: Self.ip(0, 1), count: 2)
        == "Moving A was cancelled. It returned to position 2 of 2 in section 1.")
    #expect(
      a.refused(label: "A", at: Self.ip(0, 0), count: 9)
        == "A cannot move there. It stays in position 1 of 9 in section 1.")
    #expect(a.instructions(label: "A").hasPrefix("A. To pick it up, press space or enter."))
  }

  @Test("Every placeholder is filled")
  func everyPlaceholder() {
    var b = a
    b.drop = "{label}|{position}|{count}|{section}|{from}|{to}|{fromSection}"
    b.dropToSection = "x " + b.drop
    b.moved = "m " + b.drop
    #expect(b.drop(label: "A", from: Self.ip(0, 1), to: Self.ip(0, 4), count: 7) == "A|5|7|1|2|5|1")
    #expect(
      b.drop(label: "A", from: Self.ip(0, 1), to: Self.ip(2, 4), count: 7) == "x A|5|7|3|2|5|1")
    #expect(
      b.moved(label: "A", from: Self.ip(1, 0), to: Self.ip(1, 1), count: 2) == "m A|2|2|2|1|2|2")
  }

  @Test("Unknown placeholders, stray braces and empty templates stay as written")
  func unknownPlaceholders() {
    let v = ["label": "X", "id": "1"]
    #expect(a.render("{nope} {label} {", values: v) == "{nope} X {")
    #expect(a.render("{{label}}", values: v) == "{X}")
    #expect(a.render("}{label", values: v) == "}{label")
    #expect(a.render("{}{id}{ label}", values: v) == "{}1{ label}")
    #expect(a.render("", values: v) == "")
    // A name never holds a brace: each `{` starts afresh.
    #expect(a.render("{a{b}", values: ["a{b": "Y", "b": "Z"]) == "{aZ")
    #expect(a.render("{label}{label}", values: v) == "XX")
    var b = a
    b.refused = ""
    #expect(b.refused(label: "A", at: Self.ip(0, 0), count: 1) == "")
  }

  @Test("Labels: the host's, else the default; labels are never expanded again")
  func labels() {
    #expect(a.label(for: 42, in: [:]) == "item 42")
    #expect(a.label(for: 42, in: [42: "推荐", 7: "x"]) == "推荐")
    #expect(a.label(for: UInt64.max, in: [:]) == "item 18446744073709551615")
    #expect(
      a.pickUp(label: "{count}", at: Self.ip(0, 0), count: 3)
        == "Picked up {count}. It is in position 1 of 3 in section 1.")
    var b = a
    b.defaultLabel = "频道 {id}"
    #expect(b.label(for: 3, in: [:]) == "频道 3")
  }

  @Test("Unicode labels: the seed's channel titles, emoji and combining marks")
  func unicodeLabels() {
    for title in Seed003Tests.titles {
      let text = a.moved(label: title, from: Self.ip(0, 0), to: Self.ip(0, 4), count: 39)
      #expect(text == "\(title) was moved to position 5 of 39.")
    }
    let label = "e\u{301}👩‍👩‍👧{数码}"
    #expect(
      a.cancel(label: label, at: Self.ip(0, 0), count: 1)
        == "Moving \(label) was cancelled. It returned to position 1 of 1 in section 1.")
  }

  @Test("A long label is kept whole")
  func longLabel() throws {
    let label = String(repeating: "视频 ", count: 2000)
    let text = a.pickUp(label: label, at: Self.ip(0, 0), count: 1)
    #expect(text == "Picked up \(label). It is in position 1 of 1 in section 1.")
    try a.validate()
  }

  @Test("Localized templates replace the defaults")
  func localized() throws {
    var zh = Announcements()
    zh.pickUp = "已拿起{label}。它在第{section}组，第{position}个，共{count}个。"
    zh.moved = "{label}已移到第{position}个，共{count}个。"
    zh.drop = "{label}已放下，从第{from}个移到第{to}个。"
    try zh.validate()
    #expect(
      zh.pickUp(label: "军事", at: Self.ip(0, 2), count: 39) == "已拿起军事。它在第1组，第3个，共39个。")
    #expect(
      zh.moved(label: "军事", from: Self.ip(0, 2), to: Self.ip(0, 3), count: 39) == "军事已移到第4个，共39个。")
    #expect(
      zh.drop(label: "军事", from: Self.ip(0, 2), to: Self.ip(0, 9), count: 39) == "军事已放下，从第3个移到第10个。"
    )
    #expect(zh != Announcements())
  }

  @Test("validate: templates up to 1000 characters, counted as characters")
  func validate() throws {
    var b = a
    b.moved = String(repeating: "数", count: 1000)
    try b.validate()
    b.cancel = String(repeating: "x", count: 1001)
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in try b.validate() }
    var c = a
    c.defaultLabel = String(repeating: "{id}", count: 300)
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in try c.validate() }
  }

  /// One character may hold any number of combining marks, and every
  /// announcement copies its template: bytes are limited too.
  @Test("validate: templates up to 4096 bytes, however few their characters")
  func validateBytes() throws {
    var b = a
    b.drop = "a" + String(repeating: "\u{301}", count: 300_000)
    #expect(b.drop.count == 1)
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in try b.validate() }
    // 18 bytes per character.
    b.drop = String(repeating: "👩‍👩‍👧", count: 227)
    try b.validate()
    b.drop += "👩‍👩‍👧"
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in try b.validate() }
  }

  @Test("Numbers are written in place: ids over their whole range, positions 1-based")
  func numbersInPlace() {
    let a = Announcements()
    #expect(a.label(for: 0, in: [:]) == "item 0")
    #expect(a.label(for: UInt64.max, in: [:]) == "item 18446744073709551615")
    #expect(a.label(for: 10, in: [:]) == "item 10")
    var b = Announcements()
    b.moved = "{label}: {from} -> {to} ({position}/{count}) {fromSection} {section}"
    b.pickUp = "{to} {from} {position}"
    let at = IndexPath(section: 1, item: 99)
    #expect(
      b.moved(label: "L", from: IndexPath(section: 1, item: 9), to: at, count: 100)
        == "L: 10 -> 100 (100/100) 2 2")
    #expect(b.pickUp(label: "L", at: at, count: 100) == "{to} {from} 100")
  }
}

@Suite("Announcements: rendered when read, into bytes or a String alike")
struct AnnouncementRenderingTests {
  @Test("render(into:) appends exactly the text's bytes, labels and numbers filled")
  func bytesAreTheText() {
    let a = Announcements()
    let p = IndexPath(section: 1, item: 41)
    for label in [Label.text("Groceries {count}"), .generated(template: a.defaultLabel, id: 9)] {
      let m = a.moved(label, from: IndexPath(section: 0, item: 3), to: p, count: 100)
      var bytes: [UInt8] = Array("before:".utf8)
      m.render(into: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == "before:" + m.text)
    }
    let m = a.moved(.text("Groceries {count}"), from: p, to: p, count: 100)
    #expect(m.text == "Groceries {count} was moved to position 42 of 100.")
    #expect(
      a.drop(.generated(template: a.defaultLabel, id: 9), from: p, to: p, count: 7).text
        == "item 9 was dropped. It is back in its starting position 42 of 7.")
  }

  @Test("Numbers of every width, zero and the largest id, read as written")
  func numbers() {
    for id: UInt64 in [0, 7, 10, 99, 100, 12345, UInt64.max] {
      #expect(Label.generated(template: "item {id}", id: id).rendered == "item \(id)")
    }
  }
}
