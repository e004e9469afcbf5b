import type { ExperiencePatterns } from './types.ts';

// Japanese ads put the requirement in "応募資格" / "【必須】" and the nice-to-have in "【歓迎】",
// "…優遇", "…あれば尚可"; "経験者歓迎" is a preference and is deliberately not a requirement. The
// trap that contains the word itself is "未経験" (no experience: 未経験者歓迎, 未経験OK), so every
// pattern refuses a 経験 preceded by 未. Years are written in half- and full-width digits and in kanji;
// a company's own history (創業50年, 当社は30年以上の経験) is kept out by its subject and a 15-year ceiling.
// A leading (?=…) on a pattern's first letters is for speed: the lookbehinds after it then run only where
// the pattern can start, not at every character of a 10,000-character text.

export const patterns: ExperiencePatterns = {
  asks: [
    // "3年以上の法人営業経験", "５年以上のマネジメント経験": years, then 経験 within the clause; not
    // welcomed/preferred ("…歓迎", "…優遇", "あれば尚可") and not the company speaking of itself.
    /(?=[0-9０-９一二三四五六七八九十])(?<!(?:創業|設立|創立|当社|弊社|私たち|当店)[^。！？\n]{0,20})(?:(?<![0-9０-９])(?:1[0-5]|[1-9]|１[０-５]|[１-９])(?![0-9０-９])|(?<![一二三四五六七八九十百])(?:一|二|三|四|五|六|七|八|九|十)(?![十百千万]))\s*(?:[〜~～\-－–]\s*(?:[0-9０-９]{1,2}|[一二三四五六七八九十])\s*)?年(?:間)?(?:以上|程度)?[^。！？\n、，]{0,15}?(?<!未)経験(?![^。！？\n]{0,12}(?:歓迎|尚可|優遇|あれば|望ましい|尚良し|不問|問いません|不要|を積|が積|積め|積む|身につ))/iu,
    // "実務経験3年以上", "経験年数：1年以上": 経験 first, then the years.
    /(?<!未)経験(?:年数)?\s*[:：（(]?\s*(?:[0-9０-９]{1,2}|[一二三四五六七八九十])\s*(?:[〜~～\-－–]\s*(?:[0-9０-９]{1,2}|[一二三四五六七八九十])\s*)?年(?:以上|程度)?(?![^。！？\n]{0,12}(?:歓迎|尚可|優遇|あれば|望ましい|尚良し))/iu,
    // "経験必須", "実務経験が必要です": stated as required, unless denied right after ("必要ありません").
    /(?<!未)経験(?:者)?(?:が|は)?(?:必須|必要|不可欠)(?!\s*(?:では|じゃ|ありません|ない|なし))/iu,
    // "接客経験がある方", "…の経験をお持ちの方": who may apply; not when that person is only welcomed.
    /(?<!未)経験(?:が|を|の)?(?:ある|有る|お持ちの)方(?![^。！？\n]{0,10}(?:歓迎|尚可|優遇|尚良し|望ましい))/iu,
    // "経験者のみ", "経験者募集", "経験者に限る": only experienced people; 未経験者募集 is the opposite.
    /(?<!未)経験者(?:のみ|限定|に限る|に限ります|募集|を募集|採用)/iu,
    // "【必須】法人営業の経験", "応募資格：介護職としての実務経験": the word under the required heading,
    // unless that heading says it is not asked ("学歴・経験不問", "経験がなくても").
    /(?:必須|応募資格)(?:条件|要件|スキル)?\s*[:：】\]]\s*[^。！？\n]{0,30}?(?<!未)経験(?![^。！？\n]{0,10}(?:不問|問いません|不要|歓迎|尚可|優遇|なくても|無くても|なし|ない))/iu,
    // "経験豊富な方": experienced people sought; "経験豊富な先輩" (who train you) is not.
    /(?<!未)経験豊富な(?:方|人材|人)(?![^。！？\n]{0,10}(?:歓迎|尚可|優遇))/iu,
    // "実務経験のない方はご遠慮ください", "未経験不可": the inexperienced turned away.
    /(?:経験のない方|未経験(?:者|の方)?)(?:は|の)?(?:ご遠慮|不可|お断り)/iu,
    // "シニアエンジニア": a seniority title; plain "シニア" also means older people ("シニア世代歓迎").
    /シニア(?:エンジニア|コンサルタント|マネージャー|マネジャー|デザイナー|アナリスト|アソシエイト|プログラマー|ディレクター|アーキテクト)/iu,
  ],
  mustMatch: [
    '実務経験3年以上',
    '3年以上の法人営業経験をお持ちの方',
    'Javaでの開発経験2年以上（必須）',
    '経験年数：1年以上',
    '飲食店での接客経験がある方',
    '経験者のみ募集しています。',
    '即戦力となる経験者募集！',
    '【必須】法人営業の経験（1年以上）',
    '応募資格：介護職としての実務経験',
    'シニアエンジニアとしてご活躍いただきます。',
    '経理の実務経験が必要です。',
    '経験必須。',
    '経験豊富な方を募集しています。',
    '三年以上の実務経験',
    '５年以上のマネジメント経験',
    '法人営業経験（3年以上）',
    '実務経験のない方はご遠慮ください。',
  ],
  mustNotMatch: [
    '未経験者歓迎！',
    '未経験OK、研修制度が充実しています。',
    '学歴・経験不問。',
    '経験は一切問いません。',
    '経験がなくても大丈夫です。',
    '営業経験があれば尚可。',
    '経験者優遇。',
    '3年以上の実務経験がある方歓迎。',
    '入社後は実務経験を積むことができます。',
    'ユーザー体験の向上に取り組みます。',
    '京都の伝統文化を体験できます。',
    '創業50年の老舗企業です。',
    '年齢不問、2025年4月入社。',
    '第二新卒・社会人デビューの方も歓迎。',
    '経験豊富な先輩社員が丁寧に指導します。',
    '経験は必要ありません。',
    '当社は創業以来30年以上の経験と実績があります。',
    'シニア世代も活躍中。',
    '応募資格：学歴・経験不問',
    '未経験者募集中！',
    '入社3年目までに幅広い経験を積めます。',
    '経験の有無は問いません。',
  ],
};
