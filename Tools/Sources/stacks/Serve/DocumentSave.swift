import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Saves the editor pane's text over the document all at once: written to a temporary file in
/// the same folder (so the rename never crosses file systems), flushed, given the document's
/// permissions, then renamed over it. A reader (the watch, an editor, `stacks frames`) sees the
/// old document or the new one, never half of one. A symbolic link is followed, so the file it
/// points to is replaced and the link stays.
enum DocumentSave {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func write(_ bytes: [UInt8], to document: String) throws(Failure) {
        let target = URL(fileURLWithPath: document).resolvingSymlinksInPath()
        let folder = target.deletingLastPathComponent().path
        let temporary = "\(folder)/.\(target.lastPathComponent).\(UInt32.random(in: .min ... .max)).tmp"
        let permissions = (try? FileManager.default.attributesOfItem(atPath: target.path))?[.posixPermissions] as? NSNumber
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(permissions?.uint16Value ?? 0o644))
        guard descriptor >= 0 else { throw failure("cannot create \(temporary)") }
        var problem: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    problem = "cannot write \(temporary): \(String(cString: strerror(errno)))"
                    return
                }
                offset += written
            }
        }
        if problem == nil, fsync(descriptor) != 0 { problem = "cannot flush \(temporary): \(String(cString: strerror(errno)))" }
        close(descriptor)
        if problem == nil, rename(temporary, target.path) != 0 {
            problem = "cannot replace \(target.path): \(String(cString: strerror(errno)))"
        }
        if let problem {
            unlink(temporary)
            throw Failure(description: "error: \(problem)")
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #else
            Darwin.write(descriptor, bytes, count)
        #endif
    }

    private static func failure(_ what: String) -> Failure {
        Failure(description: "error: \(what): \(String(cString: strerror(errno)))")
    }
}
