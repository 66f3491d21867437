// The audit of an app's Swift sources: a generated app of 500 files, read with SwiftSyntax and
// audited in 3 widths × 3 text sizes × 3 locales with Pango on two threads, as `stacks audit`
// does it (one measurer per language and thread).
import AppSources
import Dispatch
import Foundation
import PangoText
import StackAudit
import StackDocument
import Synchronization

/// The titles the generated screens use (all in the catalog, in German and Arabic).
private let appTitles: [(String, String, String)] = [
    ("Share", "Teilen", "مشاركة"), ("Delete", "Löschen", "حذف"), ("Save", "Sichern", "حفظ"),
    ("Open in Safari", "In Safari öffnen", "فتح في Safari"), ("Reply All", "Allen antworten", "رد على الكل"),
    ("Add to Favourites", "Zu Favoriten hinzufügen", "إضافة إلى المفضلة"), ("Call", "Anrufen", "اتصال"),
    ("Download Attachments", "Anhänge herunterladen", "تنزيل المرفقات"),
]

/// Writes the app: `count` files, each a SwiftUI view with one stack of three or four items
/// (titles through `String(localized:)`), every tenth file a UIKit stack too, and a catalog.
private func writeApp(files count: Int, to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for index in 0..<count {
        let items = (0..<(3 + index % 2)).map { position -> String in
            let title = appTitles[(index + position) % appTitles.count].0
            let kind = position == 0 ? ", kind: .primary" : ""
            return "                .init(id: \"a\(position)\", title: String(localized: \"\(title)\"), systemImage: \"star\"\(kind)) {},"
        }
        var text = """
            import DynamicStacksSwiftUI
            import SwiftUI

            struct Screen\(index): View {
                var body: some View {
                    ButtonStackView(items: [
            \(items.joined(separator: "\n"))
                    ])
                }
            }

            """
        if index % 10 == 0 {
            text += """
                final class Sheet\(index)Controller: UIViewController {
                    let actions = DynamicButtonStack(items: [
                        .init(id: "call", title: String(localized: "Call"), image: "phone.fill", kind: .primary),
                        .init(id: "share", title: String(localized: "Share"), image: "square.and.arrow.up"),
                    ])
                }

                """
        }
        try text.write(to: folder.appendingPathComponent("Screen\(index).swift"), atomically: false, encoding: .utf8)
    }
    var strings: [String: Any] = [:]
    for (english, german, arabic) in appTitles {
        strings[english] = ["localizations": [
            "de": ["stringUnit": ["state": "translated", "value": german]],
            "ar": ["stringUnit": ["state": "translated", "value": arabic]],
        ]]
    }
    let catalog = try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": strings])
    try catalog.write(to: folder.appendingPathComponent("Localizable.xcstrings"))
}

func appSourcesAuditWorkload(_ context: BenchmarkContext) throws -> WorkloadResult {
    let fileCount = 500
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stacks-benchmark-app-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeApp(files: fileCount, to: folder)
    let fonts = try context.fonts()
    let combinations = ["en", "de", "ar"].flatMap { locale in
        [TextSizeCategory.large, .extraExtraLarge, .accessibilityLarge].flatMap { size in
            [320.0, 375, 430].map { AuditCombination(width: $0, contentSize: size, locale: DocumentLocale(locale)) }
        }
    }

    // One timed run, start to end: reading and parsing every file, then the jobs on two threads.
    let start = clock.now
    var strings = AppStringTables()
    try strings.read(StringTableFile(path: folder.appendingPathComponent("Localizable.xcstrings").path))
    var documents: [AuditPlan.Document] = []
    for index in 0..<fileCount {
        let name = "Screen\(index).swift"
        let file = try AppSourceFile(contentsOf: folder.appendingPathComponent(name).path, name: name)
        let source = AppSourceDocument(file, strings: strings)
        documents.append(AuditPlan.Document(audit: DocumentAudit(document: source.document, name: name), combinations: combinations))
    }
    let read = clock.now - start
    let plan = AuditPlan(documents: documents)
    let jobs = plan.jobs
    let findings = Atomic<Int>(0)
    let problems = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
        var measurers: [String: any TextMeasuring] = [:]
        for index in stride(from: worker, to: jobs.count, by: 2) {
            do {
                let found = try plan.findings(of: jobs[index]) { combination in
                    let language = combination.locale?.language ?? "en"
                    if let measurer = measurers[language] { return measurer }
                    let measurer = CachedTextMeasurer(PangoTextMeasurer(fonts: fonts, language: language))
                    measurers[language] = measurer
                    return measurer
                }
                findings.add(found.count, ordering: .relaxed)
            } catch {
                problems.add(1, ordering: .relaxed)
            }
        }
    }
    let total = clock.now - start
    let seconds = Double(total.components.seconds) + Double(total.components.attoseconds) / 1e18
    let readSeconds = Double(read.components.seconds) + Double(read.components.attoseconds) / 1e18

    var run = WorkloadResult(name: "app-sources", title: "audit of a 500-file app's Swift sources, 27 combinations, 2 threads")
    run.metrics.append(("files", .integer(fileCount)))
    run.metrics.append(("jobs", .integer(jobs.count)))
    run.metrics.append(("findings", .integer(findings.load(ordering: .relaxed))))
    run.metrics.append(("read_s", .number(readSeconds)))
    run.metrics.append(("total_s", .number(seconds)))
    run.details.append(String(format: "read and parse %d files: %.2f s; whole audit (%d jobs): %.2f s; %d findings, %d jobs failed",
        fileCount, readSeconds, jobs.count, seconds, findings.load(ordering: .relaxed), problems.load(ordering: .relaxed)))
    run.checks.append(TargetCheck(
        name: "500-file app audited", target: "< 20 s on two cores", measured: String(format: "%.2f s", seconds),
        met: seconds < 20 && problems.load(ordering: .relaxed) == 0))
    return run
}
