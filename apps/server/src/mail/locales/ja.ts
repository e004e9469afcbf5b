export const ja = {
  signature: 'Debut チーム',
  greeting: '{{name}} 様',
  greetingAnonymous: 'こんにちは。',
  resetPassword: {
    subject: 'Debut のパスワードの再設定',
    body_other:
      'お使いの Debut アカウントのパスワード再設定がリクエストされました。{{count}} 分以内にこのリンクを開き、新しいパスワードを設定してください：',
    ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  },
  verifyEmail: {
    subject: 'Debut のメールアドレスを確認してください',
    body_other:
      'Debut へようこそ!このメールアドレスがご本人のものであることを確認するため、{{count}} 時間以内に次のリンクを開いてください:',
    ignore:
      'Debut に登録した覚えがない場合は、このメールを無視してください。アドレスは未確認のままとなります。',
  },
  appeal:
    'この対応が誤りだとお考えの場合は、お問い合わせフォームから理由をお知らせください: {{url}}（このアドレスへのご返信は届きません）。',
  reason: '理由：{{reason}}',
  jobBlocked: {
    subject: 'Debut の求人がブロックされました',
    body: 'モデレーターが求人「{{title}}」（求人番号 {{number}}）をブロックしました。この求人は検索結果に表示されなくなり、応募も受け付けられません。',
  },
  jobUnblocked: {
    subject: 'Debut の求人が再び表示されるようになりました',
    body: 'モデレーターが求人「{{title}}」（求人番号 {{number}}）のブロックを解除しました。',
  },
  accountBlocked: {
    subject: 'Debut アカウントがブロックされました',
    body: 'モデレーターがお使いの Debut アカウントをブロックしました。今後はログインできず、掲載中の求人も検索結果に表示されなくなります。',
  },
  expiryReminder: {
    subject: 'Debut の求人の掲載期間がまもなく終了します',
    body_other:
      '求人「{{title}}」（求人番号 {{number}}）の掲載は、{{count}} 日後の{{date}}に終了します。その後も掲載を続けるには、「自分の求人」から再度公開してください（新たに掲載料金がかかります）。',
  },
  supportAnswer: {
    subject: 'お問い合わせへの回答：{{subject}}',
    intro: '{{date}} に Debut サポートへ次の内容をお送りいただきました：',
    answer: '回答：',
  },
  alertDigest: {
    subject_other: '求人アラート「{{name}}」：新着求人 {{count}} 件',
    intro_other: '求人アラート「{{name}}」の条件に合う新着求人が {{count}} 件あります：',
    more_other: 'ほかにも {{count}} 件の新着求人があります。すべて見る：{{link}}',
    salary: '給与：{{salary}}',
    noSalary: '給与の記載なし',
    distance: '検索地点から {{distance}} km',
    manage: 'すべての求人アラートを管理：{{link}}',
    unsubscribe: 'このアラートのメール配信はワンクリックで停止できます：{{link}}',
  },
  unsubscribeKind: 'このメールはワンクリックで配信停止できます：{{link}}',
  applicationReceived: {
    subject: '「{{title}}」への新しい応募：{{count}}件',
    body: '求人「{{title}}」（No. {{number}}）への返信待ちの応募：{{count}}件。Debut で確認してください：',
  },
  applicationStatus: {
    invited: {
      subject: '{{company}}からの招待：「{{title}}」',
      body: '{{company}}が求人「{{title}}」の件であなたを招待しました。Debut のチャットで返信してください：',
    },
    rejected: {
      subject: '「{{title}}」への応募について',
      body: '{{company}}は「{{title}}」へのあなたの応募を見送ることにしました。ご応募ありがとうございました。Debut には他の求人もあります：',
    },
  },
  messageUnread: {
    subject: '「{{title}}」に関する未読メッセージ',
    body: '{{name}}さんから求人「{{title}}」についてメッセージが届いていますが、まだ未読です。Debut で読んで返信してください：',
  },
  answerDue: {
    subject: '「{{title}}」への応募があなたの返信を待っています',
    body: '{{date}}までに返信すると約束した求人「{{title}}」（No. {{number}}）への応募：{{count}}件。Debut で返信してください：',
  },
  applicationMoved: {
    shortlisted: {
      subject: '「{{title}}」への応募が選考候補に残りました',
      body: '{{company}}が「{{title}}」へのあなたの応募を選考候補に加えました。Debut で確認できます：',
    },
    offer: {
      subject: '{{company}}からオファーが届きました：「{{title}}」',
      body: '{{company}}が求人「{{title}}」についてあなたにオファーを出したいと考えています。Debut のチャットで返信してください：',
    },
    hired: {
      subject: 'おめでとうございます：{{company}}が「{{title}}」であなたを採用します',
      body: '{{company}}が求人「{{title}}」にあなたを選びました。おめでとうございます。新しい仕事での活躍をお祈りしています！詳細は Debut のチャットにあります：',
    },
    message: '先方からのメッセージ：',
  },
  applicationExpired: {
    subject: '「{{title}}」への応募は締め切られました',
    body: '{{company}}が約束した期間内に「{{title}}」へのあなたの応募に返信しなかったため、応募を締め切りました。あなたのせいではありません。どうか気を落とさないでください。',
    similar: 'あなたに合いそうな似た求人：',
    search: 'Debut でほかの求人を探す：',
  },
  statusTemplates: {
    rejection: {
      name: '丁寧なお断り',
      text: '{name} 様、「{job}」にご応募いただき、また当社で働くことにご関心をお寄せいただきありがとうございます。慎重に検討した結果、ほかの候補者の方と選考を進めることにいたしました。今後のご活躍をお祈りしております。',
    },
    invitation: {
      name: '面接のご案内',
      text: '{name} 様、「{job}」にご応募いただきありがとうございます。面接にお招きしたいと考えております。ご都合のよい日時をこのチャットでお知らせください。',
    },
  },
  companyInvitation: {
    subject: 'Debut で {{company}} に参加しましょう',
    body: '{{name}} さんが Debut の {{company}} のチームにあなたを{{role}}として招待しています。承諾するには、{{date}} までにこのリンクを開き、このメールアドレス（確認済み）でログインしてください：',
    ignore: 'この招待に心当たりがない場合は、このメールを無視してください。何も変わりません。',
    roles: {
      owner: 'オーナー',
      recruiter: '採用担当者',
    },
  },
  companyDomain: {
    subject: 'Debut で {{company}} のドメイン {{domain}} を確認してください',
    body: '{{company}} がドメイン {{domain}} を使用していることを確認するには、{{date}} までにこのリンクを開いてください：',
    ignore: 'お心当たりがない場合は、このメールを無視してください。何も変わりません。',
  },
};
