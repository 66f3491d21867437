/// The verbs button titles commonly lead with, for ``AuditRule/titleVerb``. Documents add
/// their own with `audit: {verbs: [...]}` (or replace these with `builtInVerbs: false`).
public enum InterfaceVerbs {
    /// The built-in list, lower case.
    public static let common: Set<String> = [
        "accept", "activate", "add", "allow", "answer", "apply", "approve", "archive", "ask", "assign", "attach",
        "block", "book", "bookmark", "browse", "buy", "call", "cancel", "change", "chat", "check", "choose", "claim",
        "clear", "close", "collapse", "comment", "compose", "configure", "confirm", "connect", "contact", "continue",
        "copy", "create", "crop", "customise", "customize", "decline", "delete", "deny", "deselect", "disable",
        "disconnect", "discard", "discover", "dismiss", "donate", "download", "draw", "duplicate", "edit", "email",
        "enable", "end", "enter", "erase", "expand", "explore", "export", "favorite", "favourite", "fetch", "filter",
        "find", "finish", "flag", "follow", "forward", "get", "give", "go", "hide", "highlight", "import", "insert",
        "install", "invite", "join", "keep", "learn", "leave", "like", "link", "listen", "load", "locate", "lock",
        "log", "manage", "mark", "merge", "message", "mention", "move", "mute", "navigate", "open", "order", "pair",
        "paste", "pause", "pay", "pick", "pin", "place", "play", "post", "preview", "print", "publish", "purchase",
        "rate", "read", "record", "redeem", "redo", "refresh", "register", "reject", "reload", "remind", "remove",
        "rename", "renew", "reopen", "reorder", "repeat", "reply", "report", "request", "reschedule", "resend",
        "reset", "resize", "restart", "restore", "resume", "retry", "return", "review", "rotate", "save", "scan",
        "schedule", "search", "see", "select", "send", "set", "share", "shop", "show", "shuffle", "sign", "skip",
        "snooze", "sort", "start", "stop", "submit", "subscribe", "switch", "sync", "take", "tap", "track", "translate",
        "try", "turn", "undo", "unfollow", "uninstall", "unlock", "unmute", "unpin", "unsubscribe", "update",
        "upgrade", "upload", "use", "verify", "view", "visit", "watch", "write", "zoom",
    ]
}
