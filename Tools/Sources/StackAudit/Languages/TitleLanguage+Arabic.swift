extension TitleLanguage {
    /// Arabic: no case; the verb first, as the platforms write commands: a verbal noun
    /// ("إضافة إلى السلة", "حفظ", "مشاركة") or an imperative ("أضف", "احفظ"), after a negation
    /// ("عدم الحفظ"), with or without the article ال and the optional short vowels.
    public static let arabic: TitleLanguage = {
        var language = TitleLanguage(
            code: "ar", name: "Arabic", casing: .uncased, verbPosition: .first,
            verbs: [
                "إضافة", "حفظ", "إلغاء", "حذف", "تحرير", "تعديل", "مشاركة", "فتح", "إغلاق", "إرسال", "بحث", "نسخ", "لصق",
                "تنزيل", "تحميل", "تثبيت", "شراء", "تحديث", "تشغيل", "إيقاف", "بدء", "طباعة", "اختيار", "تحديد", "تأكيد",
                "قبول", "رفض", "السماح", "سماح", "عرض", "إظهار", "إخفاء", "مسح", "تخطي", "رد", "نقل", "تغيير", "اتصال",
                "متابعة", "معرفة", "تسجيل", "إنشاء", "استعادة", "تطبيق", "ترجمة", "مزامنة", "دعوة", "الانضمام", "انضمام",
                "مغادرة", "حظر", "قفل", "فك", "أرشفة", "استخدام", "تجربة", "دفع", "طلب", "حجز", "إعادة", "الاتصال",
                "أضف", "احفظ", "احذف", "افتح", "أغلق", "أرسل", "ابحث", "انسخ", "الصق", "اشتر", "اختر", "تابع", "جرب",
                "شارك", "اعرض", "سجل", "ادخل",
            ],
            globalCommands: [
                "موافق", "حسنًا", "OK", "إلغاء", "تم", "رجوع", "التالي", "السابق", "متابعة", "حفظ", "عدم الحفظ", "حذف",
                "تحرير", "تعديل", "معرفة المزيد", "تسجيل الدخول", "تسجيل الخروج", "إغلاق", "تطبيق", "إعادة المحاولة",
                "تخطي", "نعم", "لا", "ليس الآن",
            ])
        language.openers = [["عدم"], ["لا"]]
        language.prefixes = ["ال"]
        // Short vowels and other harakat are optional in writing: "حَفظ" is "حفظ".
        language.ignoresCombiningMarks = true
        return language
    }()
}
