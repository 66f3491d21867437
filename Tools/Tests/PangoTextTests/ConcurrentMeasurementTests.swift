import PangoText
import StackLayout
import Testing

@Suite("Measuring on many threads at once")
struct ConcurrentMeasurementTests {
    @Test("one measurer per task, one shared font configuration: same results as one thread")
    func concurrentMeasurersAgree() async {
        let texts = [
            "Open in Safari", "Zu Favoriten hinzufügen", "فتح في سفاري", "פתח בספארי", "在浏览器中打开",
            "Donaudampfschifffahrtsgesellschaftskapitänsmütze",
        ]
        let requests = texts.flatMap { text in
            [nil, 80.0, 160.0].map { PangoFixture.request(text, wrap: $0) }
        }
        let reference = PangoFixture.measurer()
        let expected = requests.map { reference.measure($0) }
        let results = await withTaskGroup(of: [TextMetrics].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let measurer = PangoFixture.measurer()  // never shared between tasks
                    var all: [TextMetrics] = []
                    for _ in 0..<20 { all = requests.map { measurer.measure($0) } }
                    return all
                }
            }
            var collected: [[TextMetrics]] = []
            for await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
    }
}
