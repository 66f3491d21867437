extension TitleLanguage {
    /// Korean: no case; the verb last, as the platforms write commands: a verbal noun
    /// ("장바구니에 추가", "저장"), a nominalised verb ending in -기 or -함 ("더 알아보기",
    /// "열기"), or a negated one ("저장 안 함").
    public static let korean: TitleLanguage = {
        var language = TitleLanguage(
            code: "ko", name: "Korean", casing: .uncased, verbPosition: .last,
            verbs: [
                "추가", "저장", "삭제", "편집", "공유", "전송", "취소", "완료", "확인", "설치", "다운로드", "업로드", "로그인",
                "로그아웃", "구입", "구매", "검색", "복사", "선택", "변경", "업데이트", "재시도", "재생", "일시정지", "중지",
                "시작", "인쇄", "등록", "가입", "결제", "예약", "연결", "이동", "수락", "거부", "허용", "표시", "재설정",
                "답장", "전달", "적용", "종료", "계속", "팔로우", "차단", "보관", "번역", "동기화", "초대", "신고", "복원",
                "해제", "사용", "함", "안함", "않음",
            ],
            globalCommands: [
                "확인", "OK", "취소", "완료", "뒤로", "다음", "이전", "계속", "저장", "저장 안 함", "삭제", "편집", "더 알아보기",
                "로그인", "로그아웃", "닫기", "적용", "재시도", "건너뛰기", "실행 취소", "예", "아니요", "나중에",
            ])
        // Nominalised verbs (-기, -함, -음) and the plain and polite forms (-다, -요).
        language.verbEndings = ["기", "함", "음", "하다", "해요", "합니다"]
        return language
    }()
}
