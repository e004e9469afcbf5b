import type { ExperiencePatterns } from './types.ts';

// Hindi ads ask for "अनुभव" (and describe people as "अनुभवी"); Indian ads just as often write Hindi in
// Latin letters with English words mixed in ("2 saal ka experience hona chahiye"), so both are here.
// Devanagari words carry vowel signs (\p{M}), so word characters are [\p{L}\p{M}]. Hindi denies after
// the word ("अनुभव आवश्यक नहीं", "zaroori nahi hai"), so most patterns look ahead for "नहीं/nahi".
// "अनुभव" also means customer/user experience and "to experience" (अनुभव करें); both are kept out.
// A preference ("प्राथमिकता", "preferred", "plus") is a nice-to-have, not a requirement.
// A leading (?=…) on a pattern's first letters is for speed: the lookbehinds after it then run only where
// the pattern can start, not at every character of a 10,000-character text.

export const patterns: ExperiencePatterns = {
  asks: [
    // "कम से कम 2 साल का अनुभव", "1-3 वर्ष का कार्य अनुभव": years then the word. At most 15 years, so
    // a company's decades ("हमें 20 वर्षों का अनुभव है") and ages fall outside; not after "हमारी कंपनी".
    /(?=[0-9०-९एदतचपछसआ])(?<!(?:हमारी|हमारे|हमें|कंपनी|कम्पनी|संस्था)[^।.!?\n]{0,30})(?<![0-9०-९])(?:1[0-5]|[1-9]|१[०-५]|[१-९]|एक|दो|तीन|चार|पांच|पाँच|छह|सात|आठ|दस)(?![0-9०-९])\s*(?:\+\s*|(?:[-–]|से)\s*(?:[0-9०-९]{1,2}|दो|तीन|चार|पांच|पाँच)\s*)?(?:साल|सालों|वर्ष|वर्षों|बरस)(?![\p{L}\p{M}])[^।.!?\n,]{0,30}?अनुभव(?!ी)(?![^।.!?\n]{0,25}(?:नहीं|नही|मिलेगा|मिलेगी|प्राथमिकता|वरीयता|प्लस))/iu,
    // "अनुभव: 2 वर्ष", "अनुभव - न्यूनतम 1 साल": the field, then years (at most 15).
    /अनुभव\s*[:：–-]\s*(?:न्यूनतम|कम\s*से\s*कम)?\s*(?<![0-9०-९])(?:1[0-5]|[1-9]|१[०-५]|[१-९]|एक|दो|तीन|चार|पांच|पाँच)(?![0-9०-९])\s*(?:[-–+]\s*[0-9०-९]{0,2}\s*)?(?:साल|वर्ष)/iu,
    // "अनुभव आवश्यक / अनिवार्य / ज़रूरी है / होना चाहिए": the word then "required"; not customer or
    // user experience, not "to experience", and not when "नहीं" comes before or after "required".
    /(?=अनुभव)(?<!(?:ग्राहक|उपयोगकर्ता|यूज़र|यूजर|बिना)\s+)अनुभव(?![\p{L}\p{M}])(?!\s*(?:कर|करें|करो|करना|किया|लें|मिल))\s*(?:[\p{L}\p{M}]+\s+){0,2}?(?<!(?:नहीं|नही|न)\s+)(?:आवश्यक|अनिवार्य|ज\u093C?र[ूु]र[ीि]|होना\s+चाहिए|होनी\s+चाहिए|चाहिए|की\s+आवश्यकता\s+है|की\s+ज\u093C?रूरत\s+है)[\p{L}\p{M}]*(?![^।.!?\n]{0,15}(?:नहीं|नही))/iu,
    // "अनुभवी ड्राइवर चाहिए", "केवल अनुभवी उम्मीदवार": experienced people sought; "हमारे अनुभवी शिक्षक"
    // (who teach you) is neither, nor "फ्रेशर और अनुभवी दोनों".
    /(?:(?:केवल|सिर्फ|सिर्फ़)\s+अनुभवी|अनुभवी\s+(?:[\p{L}\p{M}]+\s+){0,2}?(?:चाहिए|की\s+आवश्यकता\s+है|की\s+ज\u093C?रूरत\s+है))(?![^।.!?\n]{0,30}(?:फ्रेशर|दोनों))/iu,
    // "पूर्व / पिछला / संबंधित अनुभव": previous or relevant experience, unless denied, offered or preferred.
    /(?=[पस])(?<!बिना\s+)(?:पूर्व|पिछला|पिछले|संबंधित|सम्बंधित|सम्बन्धित|प्रासंगिक)\s+(?:[\p{L}\p{M}]+\s+)?अनुभव(?!ी)(?![^।.!?\n]{0,30}(?:नहीं|नही|मिलेगा|प्राथमिकता|वरीयता|प्लस))/iu,
    // Hinglish "kam se kam 2 saal ka experience", "1-2 saal ka sales experience": the Hindi postposition
    // (ka/ki/ke) tells it from English; unless denied or only preferred ("… ho to better").
    /(?:(?<!\d)(?:1[0-5]|[1-9])(?!\d)|(?<!\p{L})(?:ek|do|teen|tin|char|chaar|paanch|panch)(?!\p{L}))\s*(?:\+\s*|(?:-|se|to)\s*\d{1,2}\s*)?(?:saal|sal|saalon|varsh|years?|yrs?)\s+(?:ka|ki|ke)\s+(?:\p{L}+\s+)?(?:experience|exp|experiance|exprience|anubhav)(?!\p{L})(?![^.!?\n]{0,25}(?<!\p{L})(?:nahi|nahin|nhi|plus|preferred|advantage|bonus|better|ho\s+to|ho\s+toh)(?!\p{L}))/iu,
    // Hinglish "experience zaroori hai / hona chahiye / ki zarurat hai": "nahi" before the verb denies it.
    // English words (required, must) count only with "hai", so an English "… required, he…" is not Hinglish.
    /(?=[ea])(?<!(?:bina|without|no|customer|user|guest)\s+)(?<!\p{L})(?:experience|exp|experiance|anubhav)\s+(?:\p{L}+\s+){0,2}?(?<!(?<!\p{L})(?:nahi|nahin|nhi|na|not|no)\s+)(?:(?:zaroori|zaruri|jaruri|jaroori|jarori|zarori)\s+(?:hai|he|h|hain)|(?:compulsory|mandatory|required|must)\s+(?:hai|hain)|(?:hona|honi)\s+(?:chahiye|chahie|chaiye)|chahiye|chahie|chaiye|(?:ki|ka)\s+(?:zarurat|zaroorat|jarurat|jaroorat)\s+(?:hai|he|h))(?!\p{L})/iu,
    // Hinglish "sirf experienced candidates", "experienced staff chahiye"; not "fresher ya experienced".
    /(?=[ske])(?<!(?:fresher|freshers)\s+(?:ya|aur|or|and|\/)\s*)(?:(?<!\p{L})(?:sirf|keval|kewal)\s+experienced|(?<!\p{L})experienced\s+(?:\p{L}+\s+){0,2}?(?:chahiye|chahie|chaiye))(?![^.!?\n]{0,30}(?<!\p{L})(?:fresher|freshers|dono)(?!\p{L}))/iu,
  ],
  mustMatch: [
    'कम से कम 2 साल का अनुभव आवश्यक है।',
    'बिक्री में 1-3 वर्ष का अनुभव होना चाहिए।',
    'संबंधित क्षेत्र में न्यूनतम ३ वर्षों का अनुभव।',
    'दो साल का कार्य अनुभव अनिवार्य।',
    'अनुभव अनिवार्य है।',
    'अकाउंटिंग का अनुभव होना चाहिए।',
    'अनुभवी ड्राइवर चाहिए।',
    'केवल अनुभवी उम्मीदवार ही आवेदन करें।',
    'पूर्व अनुभव वाले उम्मीदवार आवेदन करें।',
    'टेली-कॉलिंग में पिछला अनुभव ज़रूरी है।',
    'Kam se kam 2 saal ka experience hona chahiye.',
    '1-2 saal ka sales experience chahiye.',
    'Experience zaroori hai, fresher apply na karein.',
    'Sirf experienced candidates apply karein.',
    'Delivery ka experience hona chahiye.',
    '3+ years ka experience required hai.',
    // Typed with the precomposed nukta letter; the check normalizes to NFC first.
    'कॉल सेंटर का अनुभव \u095Bरूरी है।',
    'अनुभव: 2-4 वर्ष',
    'Do saal ka driving experience zaroori hai.',
  ],
  mustNotMatch: [
    'अनुभव की आवश्यकता नहीं है।',
    'फ्रेशर्स भी आवेदन कर सकते हैं, अनुभव ज़रूरी नहीं।',
    'बिना अनुभव वाले उम्मीदवार भी आवेदन करें।',
    'यह आपकी पहली नौकरी के लिए बेहतरीन मौका है।',
    'आपको काम करते हुए अनुभव मिलेगा।',
    'बेहतर ग्राहक अनुभव देना आवश्यक है।',
    'जयपुर की संस्कृति का अनुभव करें।',
    'हमारी कंपनी को इस क्षेत्र में 20 वर्षों का अनुभव है।',
    'संबंधित अनुभव वाले उम्मीदवारों को प्राथमिकता दी जाएगी।',
    'आयु 18 से 35 वर्ष, अनुभव आवश्यक नहीं।',
    'ज्वाइनिंग 1 मार्च 2025 से।',
    'हमारे अनुभवी शिक्षक आपको सब कुछ सिखाएंगे।',
    'Experience ki zarurat nahi hai, training di jayegi.',
    'Freshers bhi apply kar sakte hain.',
    'Bina experience ke bhi apply karein.',
    'Experience zaroori nahi hai.',
    'Kaam karte hue aapko accha experience milega.',
    'Fresher ya experienced dono chalenge.',
    '1 saal ka experience ho to better, warna training denge.',
    'Salary experience ke hisaab se di jayegi.',
    'Experience ho to accha hai, warna training denge.',
  ],
};
