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
