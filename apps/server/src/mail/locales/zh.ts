export const zh = {
  signature: 'Debut 团队',
  greeting: '{{name}}，您好！',
  greetingAnonymous: '您好！',
  resetPassword: {
    subject: '重置您的 Debut 密码',
    body_other: '有人请求重置您的 Debut 账户密码。请在 {{count}} 分钟内打开此链接以设置新密码：',
    ignore: '如果这不是您本人的操作，请忽略此邮件：您的密码将保持不变。',
  },
  verifyEmail: {
    subject: '请确认您在 Debut 的电子邮件地址',
    body_other: '欢迎来到 Debut!为确认此电子邮件地址属于您,请在 {{count}} 小时内打开以下链接:',
    ignore: '如果您没有注册 Debut,请忽略此邮件:该地址将保持未确认状态。',
  },
  appeal: '如果您认为这是误判，请通过联系表单告诉我们原因：{{url}}（此地址不接收回复）。',
  reason: '原因：{{reason}}',
  jobBlocked: {
    subject: '您在 Debut 上的职位已被封禁',
    body: '我们的审核员已封禁您的职位“{{title}}”（编号 {{number}}）。该职位不再显示在搜索结果中，任何人都无法申请。',
  },
  jobUnblocked: {
    subject: '您在 Debut 上的职位已恢复显示',
    body: '我们的审核员已解除对您的职位“{{title}}”（编号 {{number}}）的封禁。',
  },
  accountBlocked: {
    subject: '您的 Debut 账户已被封禁',
    body: '我们的审核员已封禁您的 Debut 账户。您将无法再登录，您的职位也不再显示在搜索结果中。',
  },
  expiryReminder: {
    subject: '您在 Debut 上的职位即将到期',
    body_other:
      '您的职位“{{title}}”（编号 {{number}}）将在 {{count}} 天后（{{date}}）到期。如需在此之后继续展示，请在“我的职位”中重新发布（需再次支付发布费用）。',
  },
  supportAnswer: {
    subject: '对您请求的答复：{{subject}}',
    intro: '您于 {{date}} 写信给 Debut 支持团队：',
    answer: '我们的答复：',
  },
  alertDigest: {
    subject_other: '您的职位提醒“{{name}}”有 {{count}} 个新职位',
    intro_other: '有 {{count}} 个新职位符合您的职位提醒“{{name}}”：',
    more_other: '另外还有 {{count}} 个新职位，查看全部：{{link}}',
    salary: '薪资：{{salary}}',
    noSalary: '未注明薪资',
    distance: '距离 {{distance}} 公里',
    manage: '管理您的所有职位提醒：{{link}}',
    unsubscribe: '一键停止接收此提醒的邮件：{{link}}',
  },
  unsubscribeKind: '一键退订此类邮件：{{link}}',
  applicationReceived: {
    subject: '“{{title}}”的新申请：{{count}}',
    body: '您的职位“{{title}}”（编号 {{number}}）有待回复的申请：{{count}}。请在 Debut 上查看：',
  },
  applicationStatus: {
    invited: {
      subject: '{{company}} 邀请您：“{{title}}”',
      body: '{{company}} 就职位“{{title}}”邀请了您。请在 Debut 的聊天中回复：',
    },
    rejected: {
      subject: '您对“{{title}}”的申请',
      body: '{{company}} 决定不再推进您对“{{title}}”的申请。感谢您的申请：Debut 上还有更多职位等着您：',
    },
  },
  messageUnread: {
    subject: '关于“{{title}}”的未读消息',
    body: '{{name}} 就职位“{{title}}”给您发了消息，该消息仍未读。请在 Debut 上阅读并回复：',
  },
  answerDue: {
    subject: '“{{title}}”的申请在等待您的回复',
    body: '您承诺在 {{date}} 前回复的职位“{{title}}”（编号 {{number}}）的申请：{{count}}。请在 Debut 上回复：',
  },
  applicationMoved: {
    shortlisted: {
      subject: '您申请的“{{title}}”已进入候选名单',
      body: '{{company}}已将您对“{{title}}”的申请列入候选名单。请在 Debut 上关注进展：',
    },
    offer: {
      subject: '{{company}}向您发出录用意向：“{{title}}”',
      body: '{{company}}希望就“{{title}}”职位向您发出录用意向。请在 Debut 的聊天中回复他们：',
    },
    hired: {
      subject: '恭喜：{{company}}录用您担任“{{title}}”',
      body: '{{company}}选择了您担任“{{title}}”职位。恭喜您，祝新工作一切顺利！详情请见 Debut 的聊天：',
    },
    message: '他们的留言：',
  },
  applicationExpired: {
    subject: '您对“{{title}}”的申请已关闭',
    body: '{{company}}未在承诺的时间内回复您对“{{title}}”的申请，因此我们已为您关闭该申请。这并不是您的问题：请不要灰心。',
    similar: '您可能喜欢的类似职位：',
    search: '在 Debut 上查找更多职位：',
  },
  statusTemplates: {
    rejection: {
      name: '礼貌的婉拒',
      text: '{name}，您好！感谢您申请“{job}”职位以及对加入我们的兴趣。经过慎重考虑，我们决定继续与其他候选人推进。祝您求职顺利。',
    },
    invitation: {
      name: '面试邀请',
      text: '{name}，您好！感谢您申请“{job}”职位。我们想邀请您参加面试。请在此聊天中告诉我们您方便的日期和时间。',
    },
  },
  companyInvitation: {
    subject: '在 Debut 上加入 {{company}}',
    body: '{{name}} 邀请您以{{role}}身份加入 Debut 上 {{company}} 的团队。如需接受，请在 {{date}} 前打开此链接，并使用此（已确认的）电子邮件地址登录：',
    ignore: '如果您没有预料到此邀请，请忽略此邮件：不会有任何变化。',
    roles: {
      owner: '所有者',
      recruiter: '招聘专员',
    },
  },
  companyDomain: {
    subject: '在 Debut 上为 {{company}} 确认 {{domain}}',
    body: '如需确认 {{company}} 使用域名 {{domain}}，请在 {{date}} 前打开此链接：',
    ignore: '如果这不是您发起的请求，请忽略此邮件：不会有任何变化。',
  },
};
