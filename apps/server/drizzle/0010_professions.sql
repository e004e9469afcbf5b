-- Professions become keys (issue 15, decision 011). `category` now holds a key of the contract's list
-- (packages/contract/src/professions.ts); the owner's own words for "other" go to category_other; and
-- category_terms holds the profession's names in all 15 languages, which the search vector indexes
-- (weight B with the company) so a job is found by its profession in every language.
ALTER TABLE "jobs" ADD COLUMN "category_other" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "category_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The vector is rebuilt from category_terms below. Dropping it drops its two indexes too (the GIN
-- index of 0002 and the cell index of 0009), and the trigger that collects search words goes while
-- every job is rewritten: both come back at the end, built once.
DROP TRIGGER "jobs_collect_search_words" ON "jobs";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search";--> statement-breakpoint
-- Each listed profession with the words that name it (its names in the 15 languages and the aliases,
-- normalised as profession-lookup.ts normalizeProfessionName does: lower case, no gender marker such
-- as "(m/w/d)", ё as е, no Arabic vowel marks) and the search terms the server writes for it
-- (professionSearchTerms). Generated from the contract when this migration was written.
CREATE TABLE "profession_words_0010" ("key" text PRIMARY KEY, "words" text[] NOT NULL, "terms" text NOT NULL);--> statement-breakpoint
INSERT INTO "profession_words_0010" ("key", "words", "terms") VALUES
  ('barista',
   ARRAY['barista', 'бариста', 'barista de cafetería', 'barista/baristka', 'kávézói barista', 'barista/kafébiträde', 'barista de cafeteria', 'باريستا', 'बरिस्ता', '咖啡师', 'バリスタ'],
   'barista бариста barista de cafetería barista/baristka kávézói barista barista/kafébiträde barista de cafeteria باريستا बरिस्ता 咖啡师 バリスタ'),
  ('waiter',
   ARRAY['waiter', 'официант', 'camarero', 'serveur', 'kellner', 'číšník', 'pincér', 'cameriere', 'servitör', 'kelner', 'garçom', 'نادل', 'वेटर', '服务员', 'ホールスタッフ', 'waitress', 'kellnerin', 'serveuse', 'camarera', 'cameriera', 'официантка', 'kelnerka'],
   'waiter официант camarero serveur kellner číšník pincér cameriere servitör kelner garçom نادل वेटर 服务员 ホールスタッフ waitress kellnerin serveuse camarera cameriera официантка kelnerka'),
  ('cook',
   ARRAY['cook', 'повар', 'cocinero', 'cuisinier', 'koch', 'kuchař', 'szakács', 'cuoco', 'kock', 'kucharz', 'cozinheiro', 'طباخ', 'रसोइया', '厨师', '調理スタッフ', 'köchin', 'cuisinière', 'cocinera', 'повариха'],
   'cook повар cocinero cuisinier koch kuchař szakács cuoco kock kucharz cozinheiro طباخ रसोइया 厨师 調理スタッフ köchin cuisinière cocinera повариха طبّاخ'),
  ('kitchen_assistant',
   ARRAY['kitchen assistant', 'помощник повара', 'ayudante de cocina', 'commis de cuisine', 'küchenhilfe', 'pomocný kuchař', 'konyhai kisegítő', 'aiuto cuoco', 'köksbiträde', 'pomoc kuchenna', 'auxiliar de cozinha', 'مساعد مطبخ', 'रसोई सहायक', '厨房帮工', 'キッチン補助'],
   'kitchen assistant помощник повара ayudante de cocina commis de cuisine küchenhilfe pomocný kuchař konyhai kisegítő aiuto cuoco köksbiträde pomoc kuchenna auxiliar de cozinha مساعد مطبخ रसोई सहायक 厨房帮工 キッチン補助'),
  ('dishwasher',
   ARRAY['dishwasher', 'посудомойщик', 'friegaplatos', 'plongeur', 'spülkraft', 'myč nádobí', 'mosogató', 'lavapiatti', 'diskare', 'zmywak', 'lavador de pratos', 'غاسل صحون', 'बर्तन धोने वाला', '洗碗工', '洗い場スタッフ', 'посудомойка', 'plongeuse'],
   'dishwasher посудомойщик friegaplatos plongeur spülkraft myč nádobí mosogató lavapiatti diskare zmywak lavador de pratos غاسل صحون बर्तन धोने वाला 洗碗工 洗い場スタッフ посудомойка plongeuse'),
  ('bartender',
   ARRAY['bartender', 'бармен', 'barman', 'barkeeper', 'pultos', 'معد مشروبات', 'बारटेंडर', '调酒师', 'バーテンダー', 'barmaid', 'barkeeperin', 'barmanka', 'барменша'],
   'bartender бармен barman barkeeper pultos معد مشروبات बारटेंडर 调酒师 バーテンダー barmaid barkeeperin barmanka барменша معدّ مشروبات'),
  ('fast_food_worker',
   ARRAY['fast food worker', 'работник фастфуда', 'empleado de comida rápida', 'équipier de restauration rapide', 'mitarbeiter schnellrestaurant', 'pracovník rychlého občerstvení', 'gyorséttermi dolgozó', 'addetto fast food', 'snabbmatsanställd', 'pracownik fast foodu', 'atendente de fast food', 'موظف مطعم وجبات سريعة', 'फ़ास्ट फ़ूड कर्मचारी', '快餐店员', 'ファストフード店員'],
   'fast food worker работник фастфуда empleado de comida rápida équipier de restauration rapide mitarbeiter schnellrestaurant pracovník rychlého občerstvení gyorséttermi dolgozó addetto fast food snabbmatsanställd pracownik fast foodu atendente de fast food موظف مطعم وجبات سريعة फ़ास्ट फ़ूड कर्मचारी 快餐店员 ファストフード店員'),
  ('baker',
   ARRAY['baker', 'пекарь', 'panadero', 'boulanger', 'bäcker', 'pekař', 'pék', 'panettiere', 'bagare', 'piekarz', 'padeiro', 'خباز', 'बेकर', '面包师', 'パン製造スタッフ'],
   'baker пекарь panadero boulanger bäcker pekař pék panettiere bagare piekarz padeiro خباز बेकर 面包师 パン製造スタッフ خبّاز'),
  ('sales_assistant',
   ARRAY['sales assistant', 'продавец-консультант', 'dependiente', 'vendeur', 'verkäufer', 'prodavač', 'eladó', 'addetto alle vendite', 'butiksbiträde', 'sprzedawca', 'vendedor', 'مساعد مبيعات', 'सेल्स असिस्टेंट', '导购员', '販売スタッフ', 'shop assistant', 'verkäuferin', 'vendeuse', 'dependienta', 'vendedora', 'продавец', 'продавщица', 'sprzedawczyni', 'prodavačka'],
   'sales assistant продавец-консультант dependiente vendeur verkäufer prodavač eladó addetto alle vendite butiksbiträde sprzedawca vendedor مساعد مبيعات सेल्स असिस्टेंट 导购员 販売スタッフ shop assistant verkäuferin vendeuse dependienta vendedora продавец продавщица sprzedawczyni prodavačka'),
  ('cashier',
   ARRAY['cashier', 'кассир', 'cajero', 'caissier', 'kassierer', 'pokladní', 'pénztáros', 'cassiere', 'kassabiträde', 'kasjer', 'operador de caixa', 'أمين صندوق', 'कैशियर', '收银员', 'レジ係', 'kassiererin', 'caissière', 'cajera', 'кассирша', 'kasjerka'],
   'cashier кассир cajero caissier kassierer pokladní pénztáros cassiere kassabiträde kasjer operador de caixa أمين صندوق कैशियर 收银员 レジ係 kassiererin caissière cajera кассирша kasjerka'),
  ('merchandiser',
   ARRAY['merchandiser', 'мерчендайзер', 'reponedor de marca', 'merchandiseur', 'regalbetreuer', 'árufeltöltő-merchandiser', 'säljsupport i butik', 'promotor de merchandising', 'منسق بضائع', 'मर्चेंडाइज़र', '理货专员', 'ラウンダー'],
   'merchandiser мерчендайзер reponedor de marca merchandiseur regalbetreuer árufeltöltő-merchandiser säljsupport i butik promotor de merchandising منسق بضائع मर्चेंडाइज़र 理货专员 ラウンダー منسّق بضائع'),
  ('shelf_stacker',
   ARRAY['shelf stacker', 'выкладчик товара', 'reponedor', 'employé de mise en rayon', 'warenverräumer', 'doplňovač zboží', 'árufeltöltő', 'addetto al rifornimento scaffali', 'varupåfyllare', 'pracownik wykładania towaru', 'repositor', 'عامل رص الرفوف', 'शेल्फ़ भरने वाला कर्मचारी', '理货员', '品出しスタッフ'],
   'shelf stacker выкладчик товара reponedor employé de mise en rayon warenverräumer doplňovač zboží árufeltöltő addetto al rifornimento scaffali varupåfyllare pracownik wykładania towaru repositor عامل رص الرفوف शेल्फ़ भरने वाला कर्मचारी 理货员 品出しスタッフ عامل رصّ الرفوف'),
  ('promoter',
   ARRAY['promoter', 'промоутер', 'promotor', 'animateur commercial', 'promotér', 'promóter', 'hostess promoter', 'promotor de vendas', 'مروج', 'प्रमोटर', '促销员', 'プロモーションスタッフ', 'promotorka'],
   'promoter промоутер promotor animateur commercial promotér promóter hostess promoter promotor de vendas مروج प्रमोटर 促销员 プロモーションスタッフ promotorka مروّج'),
  ('courier',
   ARRAY['courier', 'курьер', 'repartidor', 'livreur', 'kurier', 'kurýr', 'futár', 'corriere', 'budbärare', 'entregador', 'مندوب توصيل', 'कूरियर', '快递员', '配達員', 'kurierin', 'livreuse', 'repartidora', 'entregadora'],
   'courier курьер repartidor livreur kurier kurýr futár corriere budbärare entregador مندوب توصيل कूरियर 快递员 配達員 kurierin livreuse repartidora entregadora'),
  ('delivery_driver',
   ARRAY['delivery driver', 'водитель-курьер', 'conductor repartidor', 'chauffeur-livreur', 'auslieferungsfahrer', 'řidič rozvozu', 'kiszállító sofőr', 'autista consegne', 'budbilschaufför', 'kierowca dostawczy', 'motorista de entregas', 'سائق توصيل', 'डिलीवरी ड्राइवर', '送货司机', '配送ドライバー', 'driver', 'سائق', 'řidič', 'fahrer', 'conductor', 'chauffeur', 'ड्राइवर', 'sofőr', 'autista', 'ドライバー', 'kierowca', 'motorista', 'водитель', 'chaufför', '司机'],
   'delivery driver водитель-курьер conductor repartidor chauffeur-livreur auslieferungsfahrer řidič rozvozu kiszállító sofőr autista consegne budbilschaufför kierowca dostawczy motorista de entregas سائق توصيل डिलीवरी ड्राइवर 送货司机 配送ドライバー driver سائق řidič fahrer conductor chauffeur ड्राइवर sofőr autista ドライバー kierowca motorista водитель chaufför 司机'),
  ('warehouse_worker',
   ARRAY['warehouse worker', 'работник склада', 'mozo de almacén', 'agent d''entrepôt', 'lagerhelfer', 'skladník', 'raktári dolgozó', 'magazziniere', 'lagerarbetare', 'magazynier', 'auxiliar de estoque', 'عامل مستودع', 'गोदाम कर्मचारी', '仓库员工', '倉庫作業員', 'lagerarbeiter', 'кладовщик', 'складской работник'],
   'warehouse worker работник склада mozo de almacén agent d''entrepôt lagerhelfer skladník raktári dolgozó magazziniere lagerarbetare magazynier auxiliar de estoque عامل مستودع गोदाम कर्मचारी 仓库员工 倉庫作業員 lagerarbeiter кладовщик складской работник'),
  ('loader',
   ARRAY['loader', 'грузчик', 'cargador', 'manutentionnaire', 'umzugshelfer', 'nakladač', 'rakodómunkás', 'facchino', 'flyttarbetare', 'pracownik załadunku', 'carregador', 'عامل تحميل', 'लोडर', '装卸工', '荷役スタッフ', 'грузчица'],
   'loader грузчик cargador manutentionnaire umzugshelfer nakladač rakodómunkás facchino flyttarbetare pracownik załadunku carregador عامل تحميل लोडर 装卸工 荷役スタッフ грузчица'),
  ('order_picker',
   ARRAY['order picker', 'комплектовщик', 'preparador de pedidos', 'préparateur de commandes', 'kommissionierer', 'vychystávač', 'komissiózó', 'addetto al picking', 'orderplockare', 'kompletujący zamówienia', 'separador de pedidos', 'عامل تجهيز الطلبات', 'ऑर्डर पिकर', '拣货员', 'ピッキングスタッフ'],
   'order picker комплектовщик preparador de pedidos préparateur de commandes kommissionierer vychystávač komissiózó addetto al picking orderplockare kompletujący zamówienia separador de pedidos عامل تجهيز الطلبات ऑर्डर पिकर 拣货员 ピッキングスタッフ'),
  ('office_administrator',
   ARRAY['office administrator', 'офис-менеджер', 'auxiliar de oficina', 'assistant administratif', 'bürokraft', 'administrativní pracovník', 'irodai asszisztens', 'impiegato amministrativo', 'kontorsassistent', 'pracownik administracyjny', 'auxiliar administrativo', 'موظف إداري', 'कार्यालय प्रशासक', '行政文员', '一般事務', 'administrator', 'administrátor', 'administrativo', 'एडमिनिस्ट्रेटर', 'adminisztrátor', '管理スタッフ', 'администратор', 'administratör', '行政管理员', 'office manager'],
   'office administrator офис-менеджер auxiliar de oficina assistant administratif bürokraft administrativní pracovník irodai asszisztens impiegato amministrativo kontorsassistent pracownik administracyjny auxiliar administrativo موظف إداري कार्यालय प्रशासक 行政文员 一般事務 administrator administrátor administrativo एडमिनिस्ट्रेटर adminisztrátor 管理スタッフ администратор administratör 行政管理员 office manager'),
  ('receptionist',
   ARRAY['receptionist', 'администратор на ресепшен', 'recepcionista', 'hôte d''accueil', 'empfangskraft', 'recepční', 'recepciós', 'recepcjonista', 'موظف استقبال', 'रिसेप्शनिस्ट', '前台接待', '受付', 'front desk', 'réceptionniste', 'rezeptionist', 'ресепшионист'],
   'receptionist администратор на ресепшен recepcionista hôte d''accueil empfangskraft recepční recepciós recepcjonista موظف استقبال रिसेप्शनिस्ट 前台接待 受付 front desk réceptionniste rezeptionist ресепшионист'),
  ('call_centre_operator',
   ARRAY['call centre operator', 'оператор колл-центра', 'teleoperador', 'téléconseiller', 'callcenter-agent', 'operátor call centra', 'call center operátor', 'operatore call center', 'callcentermedarbetare', 'konsultant call center', 'operador de telemarketing', 'موظف مركز اتصال', 'कॉल सेंटर ऑपरेटर', '呼叫中心客服', 'コールセンターオペレーター', 'call center operator', 'оператор call-центра', 'teleoperadora', 'téléconseillère'],
   'call centre operator оператор колл-центра teleoperador téléconseiller callcenter-agent operátor call centra call center operátor operatore call center callcentermedarbetare konsultant call center operador de telemarketing موظف مركز اتصال कॉल सेंटर ऑपरेटर 呼叫中心客服 コールセンターオペレーター call center operator оператор call-центра teleoperadora téléconseillère'),
  ('data_entry_operator',
   ARRAY['data entry operator', 'оператор ввода данных', 'grabador de datos', 'opérateur de saisie', 'datenerfasser', 'pracovník zadávání dat', 'adatrögzítő', 'addetto inserimento dati', 'dataregistrerare', 'operator wprowadzania danych', 'digitador', 'مدخل بيانات', 'डेटा एंट्री ऑपरेटर', '数据录入员', 'データ入力'],
   'data entry operator оператор ввода данных grabador de datos opérateur de saisie datenerfasser pracovník zadávání dat adatrögzítő addetto inserimento dati dataregistrerare operator wprowadzania danych digitador مدخل بيانات डेटा एंट्री ऑपरेटर 数据录入员 データ入力'),
  ('accountant_assistant',
   ARRAY['accountant assistant', 'помощник бухгалтера', 'auxiliar contable', 'aide-comptable', 'buchhaltungsassistent', 'asistent účetní', 'könyvelői asszisztens', 'assistente contabile', 'redovisningsassistent', 'asystent księgowego', 'auxiliar de contabilidade', 'مساعد محاسب', 'सहायक अकाउंटेंट', '会计助理', '経理アシスタント'],
   'accountant assistant помощник бухгалтера auxiliar contable aide-comptable buchhaltungsassistent asistent účetní könyvelői asszisztens assistente contabile redovisningsassistent asystent księgowego auxiliar de contabilidade مساعد محاسب सहायक अकाउंटेंट 会计助理 経理アシスタント'),
  ('hr_assistant',
   ARRAY['hr assistant', 'помощник hr-менеджера', 'auxiliar de recursos humanos', 'assistant rh', 'personalassistent', 'asistent hr', 'hr asszisztens', 'assistente risorse umane', 'hr-assistent', 'asystent ds. kadr', 'auxiliar de rh', 'مساعد موارد بشرية', 'एचआर सहायक', '人事助理', '人事アシスタント'],
   'hr assistant помощник hr-менеджера auxiliar de recursos humanos assistant rh personalassistent asistent hr hr asszisztens assistente risorse umane hr-assistent asystent ds. kadr auxiliar de rh مساعد موارد بشرية एचआर सहायक 人事助理 人事アシスタント'),
  ('software_developer',
   ARRAY['software developer', 'программист', 'desarrollador de software', 'développeur logiciel', 'softwareentwickler', 'programátor', 'szoftverfejlesztő', 'sviluppatore software', 'mjukvaruutvecklare', 'programista', 'desenvolvedor de software', 'مطور برمجيات', 'सॉफ़्टवेयर डेवलपर', '软件开发工程师', 'ソフトウェアエンジニア', 'developer', 'programmer', 'software engineer', 'softwareentwicklerin', 'développeuse', 'разработчик', 'программистка'],
   'software developer программист desarrollador de software développeur logiciel softwareentwickler programátor szoftverfejlesztő sviluppatore software mjukvaruutvecklare programista desenvolvedor de software مطور برمجيات सॉफ़्टवेयर डेवलपर 软件开发工程师 ソフトウェアエンジニア developer programmer software engineer softwareentwicklerin développeuse разработчик программистка مطوّر برمجيات'),
  ('qa_tester',
   ARRAY['qa tester', 'тестировщик', 'probador de software', 'testeur logiciel', 'softwaretester', 'tester softwaru', 'szoftvertesztelő', 'tester software', 'mjukvarutestare', 'tester oprogramowania', 'testador de software', 'مختبر برمجيات', 'सॉफ़्टवेयर टेस्टर', '软件测试员', 'ソフトウェアテスター'],
   'qa tester тестировщик probador de software testeur logiciel softwaretester tester softwaru szoftvertesztelő tester software mjukvarutestare tester oprogramowania testador de software مختبر برمجيات सॉफ़्टवेयर टेस्टर 软件测试员 ソフトウェアテスター'),
  ('it_support',
   ARRAY['it support specialist', 'специалист техподдержки', 'técnico de soporte informático', 'technicien support informatique', 'it-supportmitarbeiter', 'pracovník it podpory', 'informatikai ügyfélszolgálatos', 'tecnico assistenza informatica', 'it-supporttekniker', 'specjalista wsparcia it', 'técnico de suporte de ti', 'أخصائي دعم تقني', 'आईटी सपोर्ट विशेषज्ञ', 'it技术支持', 'itサポート'],
   'it support specialist специалист техподдержки técnico de soporte informático technicien support informatique it-supportmitarbeiter pracovník it podpory informatikai ügyfélszolgálatos tecnico assistenza informatica it-supporttekniker specjalista wsparcia it técnico de suporte de ti أخصائي دعم تقني आईटी सपोर्ट विशेषज्ञ it技术支持 itサポート'),
  ('data_analyst',
   ARRAY['data analyst', 'аналитик данных', 'analista de datos', 'analyste de données', 'datenanalyst', 'datový analytik', 'adatelemző', 'analista di dati', 'dataanalytiker', 'analityk danych', 'analista de dados', 'محلل بيانات', 'डेटा विश्लेषक', '数据分析师', 'データアナリスト'],
   'data analyst аналитик данных analista de datos analyste de données datenanalyst datový analytik adatelemző analista di dati dataanalytiker analityk danych analista de dados محلل بيانات डेटा विश्लेषक 数据分析师 データアナリスト محلّل بيانات'),
  ('system_administrator',
   ARRAY['system administrator', 'системный администратор', 'administrador de sistemas', 'administrateur système', 'systemadministrator', 'správce systémů', 'rendszergazda', 'amministratore di sistema', 'systemadministratör', 'administrator systemów', 'مسؤول أنظمة', 'सिस्टम एडमिनिस्ट्रेटर', '系统管理员', 'システム管理者'],
   'system administrator системный администратор administrador de sistemas administrateur système systemadministrator správce systémů rendszergazda amministratore di sistema systemadministratör administrator systemów مسؤول أنظمة सिस्टम एडमिनिस्ट्रेटर 系统管理员 システム管理者'),
  ('graphic_designer',
   ARRAY['graphic designer', 'графический дизайнер', 'diseñador gráfico', 'graphiste', 'grafikdesigner', 'grafik', 'grafikus', 'grafico', 'grafisk formgivare', 'designer gráfico', 'مصمم جرافيك', 'ग्राफ़िक डिज़ाइनर', '平面设计师', 'グラフィックデザイナー', 'designer', 'designér', 'diseñador', 'dizájner', 'projektant', 'formgivare', 'デザイナー', '设计师', 'مصمم', 'डिज़ाइनर', 'дизайнер', 'grafikerin'],
   'graphic designer графический дизайнер diseñador gráfico graphiste grafikdesigner grafik grafikus grafico grafisk formgivare designer gráfico مصمم جرافيك ग्राफ़िक डिज़ाइनर 平面设计师 グラフィックデザイナー designer designér diseñador dizájner projektant formgivare デザイナー 设计师 مصمم डिज़ाइनर дизайнер grafikerin مصمّم جرافيك'),
  ('ui_designer',
   ARRAY['ui/ux designer', 'ui/ux-дизайнер', 'diseñador ui/ux', 'designer ui/ux', 'ui/ux-designer', 'ui/ux designér', 'ui/ux tervező', 'projektant ui/ux', 'designer de ui/ux', 'مصمم واجهات ui/ux', 'ui/ux डिज़ाइनर', 'ui/ux设计师', 'ui/uxデザイナー'],
   'ui/ux designer ui/ux-дизайнер diseñador ui/ux designer ui/ux ui/ux-designer ui/ux designér ui/ux tervező projektant ui/ux designer de ui/ux مصمم واجهات ui/ux ui/ux डिज़ाइनर ui/ux设计师 ui/uxデザイナー مصمّم واجهات ui/ux'),
  ('photographer',
   ARRAY['photographer', 'фотограф', 'fotógrafo', 'photographe', 'fotograf', 'fotós', 'fotografo', 'مصور', 'फ़ोटोग्राफ़र', '摄影师', 'カメラマン'],
   'photographer фотограф fotógrafo photographe fotograf fotós fotografo مصور फ़ोटोग्राफ़र 摄影师 カメラマン مصوّر'),
  ('video_editor',
   ARRAY['video editor', 'видеомонтажер', 'editor de vídeo', 'monteur vidéo', 'videoeditor', 'střihač videa', 'videóvágó', 'montatore video', 'videoredigerare', 'montażysta wideo', 'محرر فيديو', 'वीडियो एडिटर', '视频剪辑师', '動画編集者'],
   'video editor видеомонтажер editor de vídeo monteur vidéo videoeditor střihač videa videóvágó montatore video videoredigerare montażysta wideo محرر فيديو वीडियो एडिटर 视频剪辑师 動画編集者 видеомонтажёр محرّر فيديو'),
  ('copywriter',
   ARRAY['copywriter', 'копирайтер', 'redactor publicitario', 'rédacteur publicitaire', 'werbetexter', 'reklámszövegíró', 'redattore pubblicitario', 'reklamskribent', 'redator publicitário', 'كاتب محتوى إعلاني', 'कॉपीराइटर', '文案策划', 'コピーライター'],
   'copywriter копирайтер redactor publicitario rédacteur publicitaire werbetexter reklámszövegíró redattore pubblicitario reklamskribent redator publicitário كاتب محتوى إعلاني कॉपीराइटर 文案策划 コピーライター'),
  ('marketing_assistant',
   ARRAY['marketing assistant', 'помощник маркетолога', 'asistente de marketing', 'assistant marketing', 'marketingassistent', 'asistent marketingu', 'marketingasszisztens', 'assistente marketing', 'marknadsassistent', 'asystent ds. marketingu', 'assistente de marketing', 'مساعد تسويق', 'मार्केटिंग सहायक', '市场助理', 'マーケティングアシスタント', 'marketing intern', 'متدرب في التسويق', 'stážista v marketingu', 'praktikant marketing', 'becario de marketing', 'stagiaire marketing', 'मार्केटिंग इंटर्न', 'marketinges gyakornok', 'stagista marketing', 'マーケティングインターン', 'stażysta ds. marketingu', 'estagiário de marketing', 'стажер-маркетолог', 'marknadsföringspraktikant', '市场营销实习生'],
   'marketing assistant помощник маркетолога asistente de marketing assistant marketing marketingassistent asistent marketingu marketingasszisztens assistente marketing marknadsassistent asystent ds. marketingu assistente de marketing مساعد تسويق मार्केटिंग सहायक 市场助理 マーケティングアシスタント marketing intern متدرب في التسويق stážista v marketingu praktikant marketing becario de marketing stagiaire marketing मार्केटिंग इंटर्न marketinges gyakornok stagista marketing マーケティングインターン stażysta ds. marketingu estagiário de marketing стажер-маркетолог marknadsföringspraktikant 市场营销实习生'),
  ('smm_specialist',
   ARRAY['social media manager', 'smm-специалист', 'gestor de redes sociales', 'gestionnaire de réseaux sociaux', 'social-media-manager', 'správce sociálních sítí', 'közösségimédia-menedzser', 'sociala medier-ansvarig', 'specjalista ds. mediów społecznościowych', 'analista de redes sociais', 'مدير وسائل التواصل الاجتماعي', 'सोशल मीडिया मैनेजर', '社交媒体运营', 'sns運用担当'],
   'social media manager smm-специалист gestor de redes sociales gestionnaire de réseaux sociaux social-media-manager správce sociálních sítí közösségimédia-menedzser sociala medier-ansvarig specjalista ds. mediów społecznościowych analista de redes sociais مدير وسائل التواصل الاجتماعي सोशल मीडिया मैनेजर 社交媒体运营 sns運用担当'),
  ('sales_representative',
   ARRAY['sales representative', 'торговый представитель', 'representante comercial', 'commercial terrain', 'außendienstmitarbeiter', 'obchodní zástupce', 'kereskedelmi képviselő', 'agente di commercio', 'säljare på fältet', 'przedstawiciel handlowy', 'مندوب مبيعات', 'बिक्री प्रतिनिधि', '销售代表', '営業担当'],
   'sales representative торговый представитель representante comercial commercial terrain außendienstmitarbeiter obchodní zástupce kereskedelmi képviselő agente di commercio säljare på fältet przedstawiciel handlowy مندوب مبيعات बिक्री प्रतिनिधि 销售代表 営業担当'),
  ('customer_support',
   ARRAY['customer support agent', 'специалист поддержки клиентов', 'agente de atención al cliente', 'conseiller service client', 'kundenservicemitarbeiter', 'pracovník zákaznické podpory', 'ügyfélszolgálati munkatárs', 'addetto assistenza clienti', 'kundtjänstmedarbetare', 'konsultant obsługi klienta', 'atendente de suporte ao cliente', 'موظف خدمة العملاء', 'ग्राहक सहायता कर्मचारी', '客户服务专员', 'カスタマーサポート'],
   'customer support agent специалист поддержки клиентов agente de atención al cliente conseiller service client kundenservicemitarbeiter pracovník zákaznické podpory ügyfélszolgálati munkatárs addetto assistenza clienti kundtjänstmedarbetare konsultant obsługi klienta atendente de suporte ao cliente موظف خدمة العملاء ग्राहक सहायता कर्मचारी 客户服务专员 カスタマーサポート'),
  ('tutor',
   ARRAY['tutor', 'репетитор', 'profesor particular', 'professeur particulier', 'nachhilfelehrer', 'lektor doučování', 'magántanár', 'insegnante di ripetizioni', 'privatlärare', 'korepetytor', 'professor particular', 'مدرس خصوصي', 'ट्यूटर', '家教', '家庭教師', 'nachhilfelehrerin', 'profesora particular'],
   'tutor репетитор profesor particular professeur particulier nachhilfelehrer lektor doučování magántanár insegnante di ripetizioni privatlärare korepetytor professor particular مدرس خصوصي ट्यूटर 家教 家庭教師 nachhilfelehrerin profesora particular مدرّس خصوصي'),
  ('teaching_assistant',
   ARRAY['teaching assistant', 'помощник учителя', 'auxiliar docente', 'assistant d''éducation', 'schulbegleiter', 'asistent pedagoga', 'pedagógiai asszisztens', 'assistente educativo', 'lärarassistent', 'asystent nauczyciela', 'auxiliar de classe', 'مساعد معلم', 'शिक्षण सहायक', '助教', '教育補助員'],
   'teaching assistant помощник учителя auxiliar docente assistant d''éducation schulbegleiter asistent pedagoga pedagógiai asszisztens assistente educativo lärarassistent asystent nauczyciela auxiliar de classe مساعد معلم शिक्षण सहायक 助教 教育補助員 مساعد معلّم'),
  ('language_teacher',
   ARRAY['language teacher', 'преподаватель иностранного языка', 'profesor de idiomas', 'professeur de langues', 'sprachlehrer', 'lektor jazyků', 'nyelvtanár', 'insegnante di lingue', 'språklärare', 'lektor języka obcego', 'professor de idiomas', 'معلم لغات', 'भाषा शिक्षक', '语言教师', '語学講師'],
   'language teacher преподаватель иностранного языка profesor de idiomas professeur de langues sprachlehrer lektor jazyků nyelvtanár insegnante di lingue språklärare lektor języka obcego professor de idiomas معلم لغات भाषा शिक्षक 语言教师 語学講師 معلّم لغات'),
  ('camp_counsellor',
   ARRAY['camp counsellor', 'вожатый', 'monitor de campamento', 'animateur de colonie', 'ferienbetreuer', 'vedoucí na táboře', 'táborvezető', 'animatore di campo estivo', 'lägerledare', 'wychowawca kolonijny', 'monitor de acampamento', 'مشرف مخيم', 'कैंप काउंसलर', '营地辅导员', 'キャンプリーダー'],
   'camp counsellor вожатый monitor de campamento animateur de colonie ferienbetreuer vedoucí na táboře táborvezető animatore di campo estivo lägerledare wychowawca kolonijny monitor de acampamento مشرف مخيم कैंप काउंसलर 营地辅导员 キャンプリーダー مشرف مخيّم'),
  ('nursing_assistant',
   ARRAY['nursing assistant', 'младшая медсестра', 'auxiliar de enfermería', 'aide-soignant', 'pflegehelfer', 'sanitář', 'ápolási asszisztens', 'operatore socio-sanitario', 'undersköterska', 'opiekun medyczny', 'auxiliar de enfermagem', 'مساعد تمريض', 'नर्सिंग सहायक', '护理助理', '看護助手'],
   'nursing assistant младшая медсестра auxiliar de enfermería aide-soignant pflegehelfer sanitář ápolási asszisztens operatore socio-sanitario undersköterska opiekun medyczny auxiliar de enfermagem مساعد تمريض नर्सिंग सहायक 护理助理 看護助手'),
  ('caregiver',
   ARRAY['caregiver', 'сиделка', 'cuidador', 'auxiliaire de vie', 'betreuungskraft', 'pečovatel', 'gondozó', 'badante', 'personlig assistent', 'opiekun osoby starszej', 'cuidador de idosos', 'مقدم رعاية', 'देखभालकर्ता', '护工', '介護スタッフ'],
   'caregiver сиделка cuidador auxiliaire de vie betreuungskraft pečovatel gondozó badante personlig assistent opiekun osoby starszej cuidador de idosos مقدم رعاية देखभालकर्ता 护工 介護スタッフ مقدّم رعاية'),
  ('pharmacy_assistant',
   ARRAY['pharmacy assistant', 'помощник фармацевта', 'auxiliar de farmacia', 'préparateur en pharmacie', 'apothekenhelfer', 'asistent v lékárně', 'gyógyszertári asszisztens', 'commesso di farmacia', 'apoteksbiträde', 'technik farmacji', 'balconista de farmácia', 'مساعد صيدلي', 'फ़ार्मेसी सहायक', '药店店员', '薬局事務'],
   'pharmacy assistant помощник фармацевта auxiliar de farmacia préparateur en pharmacie apothekenhelfer asistent v lékárně gyógyszertári asszisztens commesso di farmacia apoteksbiträde technik farmacji balconista de farmácia مساعد صيدلي फ़ार्मेसी सहायक 药店店员 薬局事務'),
  ('nanny',
   ARRAY['nanny', 'няня', 'niñera', 'garde d''enfants', 'kinderbetreuer', 'chůva', 'bébiszitter', 'tata', 'barnflicka', 'niania', 'babá', 'مربية أطفال', 'आया', '保姆', 'ベビーシッター', 'babysitter', 'nounou', 'babysitterin', 'няня-гувернантка'],
   'nanny няня niñera garde d''enfants kinderbetreuer chůva bébiszitter tata barnflicka niania babá مربية أطفال आया 保姆 ベビーシッター babysitter nounou babysitterin няня-гувернантка مربّية أطفال'),
  ('room_attendant',
   ARRAY['room attendant', 'горничная', 'camarera de pisos', 'femme de chambre / valet de chambre', 'zimmermädchen / roomboy', 'pokojská', 'szobalány', 'cameriera ai piani', 'hotellstädare', 'pokojowa', 'camareira', 'عامل تنظيف غرف', 'रूम अटेंडेंट', '客房服务员', '客室清掃スタッフ'],
   'room attendant горничная camarera de pisos femme de chambre / valet de chambre zimmermädchen / roomboy pokojská szobalány cameriera ai piani hotellstädare pokojowa camareira عامل تنظيف غرف रूम अटेंडेंट 客房服务员 客室清掃スタッフ'),
  ('tour_guide',
   ARRAY['tour guide', 'экскурсовод', 'guía turístico', 'guide touristique', 'reiseleiter', 'průvodce', 'idegenvezető', 'guida turistica', 'guide', 'przewodnik turystyczny', 'guia de turismo', 'مرشد سياحي', 'पर्यटक गाइड', '导游', 'ツアーガイド'],
   'tour guide экскурсовод guía turístico guide touristique reiseleiter průvodce idegenvezető guida turistica guide przewodnik turystyczny guia de turismo مرشد سياحي पर्यटक गाइड 导游 ツアーガイド'),
  ('event_staff',
   ARRAY['event staff', 'персонал мероприятий', 'personal de eventos', 'personnel événementiel', 'eventpersonal', 'personál akcí', 'rendezvényszervező munkatárs', 'personale per eventi', 'obsługa imprez', 'equipe de eventos', 'طاقم فعاليات', 'इवेंट स्टाफ़', '活动工作人员', 'イベントスタッフ'],
   'event staff персонал мероприятий personal de eventos personnel événementiel eventpersonal personál akcí rendezvényszervező munkatárs personale per eventi obsługa imprez equipe de eventos طاقم فعاليات इवेंट स्टाफ़ 活动工作人员 イベントスタッフ'),
  ('hotel_porter',
   ARRAY['hotel porter', 'портье', 'botones', 'bagagiste', 'hotelpage', 'hotelový nosič zavazadel', 'szállodai portás', 'facchino d''albergo', 'hotellbärare', 'bagażowy', 'mensageiro de hotel', 'حمال فندق', 'होटल कुली', '酒店行李员', 'ベルスタッフ'],
   'hotel porter портье botones bagagiste hotelpage hotelový nosič zavazadel szállodai portás facchino d''albergo hotellbärare bagażowy mensageiro de hotel حمال فندق होटल कुली 酒店行李员 ベルスタッフ facchino d’albergo حمّال فندق'),
  ('production_worker',
   ARRAY['production worker', 'рабочий на производстве', 'operario de producción', 'opérateur de production', 'produktionshelfer', 'pracovník výroby', 'termelési dolgozó', 'operaio di produzione', 'produktionsmedarbetare', 'pracownik produkcji', 'auxiliar de produção', 'عامل إنتاج', 'उत्पादन कर्मचारी', '生产工人', '製造スタッフ'],
   'production worker рабочий на производстве operario de producción opérateur de production produktionshelfer pracovník výroby termelési dolgozó operaio di produzione produktionsmedarbetare pracownik produkcji auxiliar de produção عامل إنتاج उत्पादन कर्मचारी 生产工人 製造スタッフ'),
  ('assembler',
   ARRAY['assembler', 'сборщик', 'montador', 'monteur', 'montagehelfer', 'montážní pracovník', 'összeszerelő', 'assemblatore', 'montör', 'monter', 'عامل تجميع', 'असेंबलर', '装配工', '組立スタッフ'],
   'assembler сборщик montador monteur montagehelfer montážní pracovník összeszerelő assemblatore montör monter عامل تجميع असेंबलर 装配工 組立スタッフ'),
  ('construction_worker',
   ARRAY['construction worker', 'разнорабочий на стройке', 'peón de obra', 'manœuvre du bâtiment', 'bauhelfer', 'pomocný stavební dělník', 'segédmunkás', 'manovale edile', 'byggarbetare', 'pomocnik budowlany', 'ajudante de obras', 'عامل بناء', 'निर्माण मज़दूर', '建筑工人', '建設作業員'],
   'construction worker разнорабочий на стройке peón de obra manœuvre du bâtiment bauhelfer pomocný stavební dělník segédmunkás manovale edile byggarbetare pomocnik budowlany ajudante de obras عامل بناء निर्माण मज़दूर 建筑工人 建設作業員'),
  ('electrician_assistant',
   ARRAY['electrician''s assistant', 'помощник электрика', 'ayudante de electricista', 'aide-électricien', 'elektrohelfer', 'pomocník elektrikáře', 'villanyszerelő segéd', 'aiuto elettricista', 'elektrikerassistent', 'pomocnik elektryka', 'ajudante de eletricista', 'مساعد كهربائي', 'बिजली मिस्त्री सहायक', '电工助理', '電気工事補助'],
   'electrician''s assistant помощник электрика ayudante de electricista aide-électricien elektrohelfer pomocník elektrikáře villanyszerelő segéd aiuto elettricista elektrikerassistent pomocnik elektryka ajudante de eletricista مساعد كهربائي बिजली मिस्त्री सहायक 电工助理 電気工事補助'),
  ('handyman',
   ARRAY['handyman', 'мастер на все руки', 'manitas', 'homme à tout faire', 'hausmeister', 'údržbář', 'ezermester', 'tuttofare', 'fastighetsskötare', 'złota rączka', 'faz-tudo', 'عامل صيانة', 'मरम्मत कारीगर', '维修杂工', '営繕スタッフ'],
   'handyman мастер на все руки manitas homme à tout faire hausmeister údržbář ezermester tuttofare fastighetsskötare złota rączka faz-tudo عامل صيانة मरम्मत कारीगर 维修杂工 営繕スタッフ'),
  ('hairdresser',
   ARRAY['hairdresser', 'парикмахер', 'peluquero', 'coiffeur', 'friseur', 'kadeřník', 'fodrász', 'parrucchiere', 'frisör', 'fryzjer', 'cabeleireiro', 'مصفف شعر', 'हेयरड्रेसर', '美发师', '美容師'],
   'hairdresser парикмахер peluquero coiffeur friseur kadeřník fodrász parrucchiere frisör fryzjer cabeleireiro مصفف شعر हेयरड्रेसर 美发师 美容師 مصفّف شعر'),
  ('nail_technician',
   ARRAY['nail technician', 'мастер маникюра', 'manicurista', 'prothésiste ongulaire', 'nageldesigner', 'nehtová designérka', 'műkörmös', 'onicotecnica', 'nagelterapeut', 'stylistka paznokci', 'manicure', 'أخصائي عناية بالأظافر', 'नेल टेक्नीशियन', '美甲师', 'ネイリスト'],
   'nail technician мастер маникюра manicurista prothésiste ongulaire nageldesigner nehtová designérka műkörmös onicotecnica nagelterapeut stylistka paznokci manicure أخصائي عناية بالأظافر नेल टेक्नीशियन 美甲师 ネイリスト'),
  ('fitness_instructor',
   ARRAY['fitness instructor', 'фитнес-инструктор', 'monitor de fitness', 'coach sportif', 'fitnesstrainer', 'fitness trenér', 'fitneszedző', 'istruttore fitness', 'träningsinstruktör', 'instruktor fitness', 'instrutor de academia', 'مدرب لياقة بدنية', 'फ़िटनेस प्रशिक्षक', '健身教练', 'フィットネスインストラクター'],
   'fitness instructor фитнес-инструктор monitor de fitness coach sportif fitnesstrainer fitness trenér fitneszedző istruttore fitness träningsinstruktör instruktor fitness instrutor de academia مدرب لياقة بدنية फ़िटनेस प्रशिक्षक 健身教练 フィットネスインストラクター مدرّب لياقة بدنية'),
  ('lifeguard',
   ARRAY['lifeguard', 'спасатель', 'socorrista', 'maître-nageur sauveteur', 'rettungsschwimmer', 'plavčík', 'úszómester', 'bagnino', 'badvakt', 'ratownik wodny', 'salva-vidas', 'منقذ سباحة', 'जीवनरक्षक', '救生员', 'ライフガード'],
   'lifeguard спасатель socorrista maître-nageur sauveteur rettungsschwimmer plavčík úszómester bagnino badvakt ratownik wodny salva-vidas منقذ سباحة जीवनरक्षक 救生员 ライフガード'),
  ('cleaner',
   ARRAY['cleaner', 'уборщик', 'limpiador', 'agent d''entretien', 'reinigungskraft', 'uklízeč', 'takarító', 'addetto alle pulizie', 'städare', 'sprzątacz', 'auxiliar de limpeza', 'عامل نظافة', 'सफ़ाई कर्मचारी', '保洁员', '清掃スタッフ', 'cleaning lady', 'putzkraft', 'уборщица', 'femme de ménage'],
   'cleaner уборщик limpiador agent d''entretien reinigungskraft uklízeč takarító addetto alle pulizie städare sprzątacz auxiliar de limpeza عامل نظافة सफ़ाई कर्मचारी 保洁员 清掃スタッフ cleaning lady putzkraft уборщица femme de ménage'),
  ('security_guard',
   ARRAY['security guard', 'охранник', 'vigilante de seguridad', 'agent de sécurité', 'sicherheitsmitarbeiter', 'strážný', 'biztonsági őr', 'addetto alla sicurezza', 'väktare', 'pracownik ochrony', 'vigilante', 'حارس أمن', 'सुरक्षा गार्ड', '保安', '警備員', 'security', 'охрана', 'vigile'],
   'security guard охранник vigilante de seguridad agent de sécurité sicherheitsmitarbeiter strážný biztonsági őr addetto alla sicurezza väktare pracownik ochrony vigilante حارس أمن सुरक्षा गार्ड 保安 警備員 security охрана vigile'),
  ('car_washer',
   ARRAY['car wash attendant', 'автомойщик', 'lavacoches', 'laveur de voitures', 'autowäscher', 'pracovník myčky aut', 'autómosó', 'addetto autolavaggio', 'biltvättare', 'pracownik myjni', 'lavador de carros', 'عامل غسيل سيارات', 'कार धोने वाला', '洗车工', '洗車スタッフ'],
   'car wash attendant автомойщик lavacoches laveur de voitures autowäscher pracovník myčky aut autómosó addetto autolavaggio biltvättare pracownik myjni lavador de carros عامل غسيل سيارات कार धोने वाला 洗车工 洗車スタッフ')
;--> statement-breakpoint
-- A stored category that names a listed profession (English words, the seed's values, the labels the
-- form suggested in any language, with or without "(m/w/d)") becomes its key.
UPDATE "jobs" SET "category" = p."key"
FROM "profession_words_0010" p
WHERE btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower("jobs"."category"),
        '\(\s*[[:alpha:]]{1,2}\s*([/|,]\s*[[:alpha:]]{1,2}\s*){1,3}\)', ' ', 'g'),
        '([[:alpha:]])(\*|:|_|/-?)in(nen)?(\s|$)', '\1\4', 'g'),
        'ё', 'е', 'g'),
        '[\u064B-\u0652\u0670]', '', 'g'),
        '\s+', ' ', 'g'), ' .,;:!?"''«»„“”') = ANY (p."words");--> statement-breakpoint
-- Anything else is kept word for word as "other" with the owner's words: nothing is lost.
UPDATE "jobs" SET "category_other" = "category", "category" = 'other'
WHERE "category" NOT IN (SELECT "key" FROM "profession_words_0010");--> statement-breakpoint
UPDATE "jobs" SET "category_terms" = coalesce(
  (SELECT p."terms" FROM "profession_words_0010" p WHERE p."key" = "jobs"."category"),
  "jobs"."category_other", '');--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', company_name || ' ' || category_terms), 'B') || setweight(to_tsvector('simple', description), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX jobs_geo_terms_idx ON jobs USING gin (job_geo_terms(search, lat, lng))
  WHERE status = 'active' AND held_at IS NULL;--> statement-breakpoint
-- The typo-correction words (0003) now come from the profession's names in every language.
CREATE OR REPLACE FUNCTION jobs_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM unnest(tsvector_to_array(to_tsvector('simple', NEW.title || ' ' || NEW.company_name || ' ' || NEW.category_terms))) AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[''\\]'
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER jobs_collect_search_words
AFTER INSERT OR UPDATE OF title, company_name, category_terms ON jobs
FOR EACH ROW EXECUTE FUNCTION jobs_collect_search_words();--> statement-breakpoint
-- The words of the terms now stored, once each (the trigger was off while they were written).
INSERT INTO search_words (word)
SELECT DISTINCT w
FROM (SELECT DISTINCT category_terms FROM jobs) t,
  unnest(tsvector_to_array(to_tsvector('simple', t.category_terms))) AS w
WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[''\\]'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "profession_words_0010";
