/** The seed articles in French. */
import type { ArticleText } from '../news-seed.js';

const RISK_WARNING = '<p><em>Avertissement sur les risques : les CFD et autres produits à effet de levier sont complexes et peuvent faire perdre de l’argent rapidement ; ne tradez qu’avec des fonds que vous pouvez vous permettre de perdre.</em></p>';

const articles: Record<string, ArticleText> = {
  'how-margin-and-leverage-work': {
    title: 'Marge et effet de levier : un exemple chiffré',
    desc: 'Ce qu’est la marge, comment le levier la modifie, et pourquoi il change la somme immobilisée mais pas l’ampleur de vos gains ou de vos pertes.',
    content: `
<p>L’effet de levier vous permet d’ouvrir une position bien plus importante que la somme que vous immobilisez pour elle. Cette somme immobilisée s’appelle la <strong>marge</strong>. Comprendre le lien entre les deux est la première étape pour trader les produits à effet de levier de façon responsable : le levier modifie le montant nécessaire pour ouvrir un trade, mais pas ce que vous gagnez ou perdez lorsque le prix évolue.</p>

<h2>Lots et taille de contrat</h2>
<p>La taille des positions s’exprime en lots. Chaque instrument a une taille de contrat : le nombre d’unités contenues dans un lot. Pour la plupart des paires de devises, un lot correspond à 100 000 unités de la devise de base ; 0,10 lot d’EURUSD représente donc 10 000 euros. Les tailles de contrat diffèrent entre le forex, les métaux, l’énergie, les indices, les actions et les cryptomonnaies, et la fiche de chaque instrument indique la sienne.</p>

<h2>Calcul de la marge</h2>
<p>Pour les instruments avec effet de levier, la formule est la suivante :</p>
<blockquote><strong>Marge = lots × taille de contrat × prix ÷ levier</strong></blockquote>
<p>Exemple chiffré : vous achetez 0,10 lot d’EURUSD à 1,0850 avec un levier de 100 (souvent noté 1:100).</p>
<table>
<thead><tr><th>Étape</th><th>Calcul</th><th>Résultat</th></tr></thead>
<tbody>
<tr><td>Taille de la position</td><td>0,10 × 100 000</td><td>10 000 EUR</td></tr>
<tr><td>Valeur en dollars américains</td><td>10 000 × 1,0850</td><td>10 850,00 USD</td></tr>
<tr><td>Marge avec un levier de 100</td><td>10 850 ÷ 100</td><td>108,50 USD</td></tr>
</tbody>
</table>
<p>Ainsi, 108,50 USD de votre compte sont immobilisés tant que la position est ouverte. Avec un levier de 50, la même position nécessiterait 217,00 USD ; avec un levier de 200, 54,25 USD. Lorsqu’un instrument est coté dans une autre devise que le dollar américain, la marge est convertie en USD au taux en vigueur. Certains instruments utilisent plutôt une marge fixe par lot. Dans tous les cas, l’écran d’ordre affiche la marge avant que vous ne confirmiez.</p>

<h2>Le levier ne réduit pas le risque</h2>
<p>Les gains et les pertes dépendent de la taille de la position, pas de la marge. Pour 0,10 lot d’EURUSD, chaque mouvement de 0,0001 (un pip) vaut 1 USD. Une baisse de 1,0850 à 1,0800 représente 50 pips : une perte de 50 USD sur un achat, soit près de la moitié des 108,50 USD de marge. Le résultat est le même quel que soit le levier choisi. Un levier plus élevé signifie seulement qu’une plus petite part de votre solde est immobilisée, ce qui facilite l’ouverture de positions trop grandes pour votre compte.</p>

<h2>Les chiffres du compte à surveiller</h2>
<ul>
<li><strong>Solde</strong> : vos dépôts, vos retraits et les résultats des positions clôturées.</li>
<li><strong>Valeur nette</strong> (fonds propres) : le solde, augmenté ou diminué du résultat latent des positions ouvertes.</li>
<li><strong>Marge</strong> : le total immobilisé pour les positions ouvertes et les ordres en attente.</li>
<li><strong>Marge libre</strong> : la valeur nette moins la marge. Un nouvel ordre n’est accepté que si la marge libre couvre sa marge, ses frais et le spread à l’ouverture.</li>
<li><strong>Niveau de marge</strong> : valeur nette ÷ marge × 100 %. Plus il est bas, plus le compte est proche du stop-out.</li>
</ul>

<h2>Bonnes pratiques</h2>
<ul>
<li>Choisissez la taille de la position en fonction du montant que vous êtes prêt à perdre, puis vérifiez la marge, et non l’inverse.</li>
<li>Conservez une marge libre confortable, afin que les fluctuations normales des prix ne rapprochent pas votre niveau de marge du seuil de stop-out.</li>
<li>N’oubliez pas que les ordres en attente immobilisent eux aussi de la marge, même avant leur exécution.</li>
<li>Entraînez-vous sur un compte démo jusqu’à ce que ces chiffres vous deviennent familiers.</li>
</ul>
${RISK_WARNING}
`,
  },
  'stop-loss-and-take-profit': {
    title: 'Stop-loss et take-profit : planifier votre sortie',
    desc: 'Comment fonctionnent le stop-loss et le take-profit, de quel côté du prix les placer, et pourquoi un niveau déclenche la clôture sans garantir le prix.',
    content: `
<p>Toute position se termine quelque part. Un stop-loss et un take-profit vous permettent de décider où à l’avance, à tête reposée, plutôt qu’au milieu d’un marché qui s’emballe.</p>

<h2>À quoi servent-ils ?</h2>
<ul>
<li><strong>Stop-loss (SL)</strong> : un prix auquel une position perdante est clôturée automatiquement, pour limiter la perte.</li>
<li><strong>Take-profit (TP)</strong> : un prix auquel une position gagnante est clôturée automatiquement, pour sécuriser le gain.</li>
</ul>
<p>Les deux sont facultatifs. Vous pouvez les définir en passant un ordre, ou plus tard avec Définir TP/SL sur la position, et les modifier ou les supprimer à tout moment. Laisser un prix vide ou saisir 0 le supprime.</p>

<h2>De quel côté du prix ?</h2>
<table>
<thead><tr><th>Position</th><th>Stop-loss</th><th>Take-profit</th><th>Comparé avec le prix</th></tr></thead>
<tbody>
<tr><td>Achat (position longue)</td><td>sous le prix</td><td>au-dessus du prix</td><td>bid</td></tr>
<tr><td>Vente (position courte)</td><td>au-dessus du prix</td><td>sous le prix</td><td>ask</td></tr>
</tbody>
</table>
<p>Les niveaux sont comparés au prix auquel la position serait clôturée : un achat se clôture au bid et une vente se clôture à l’ask. Pour une vente, l’ask inclut le spread ; un stop-loss placé très près du prix peut donc être atteint plus tôt que prévu, surtout lorsque les spreads sont larges.</p>

<h2>Un niveau est un déclencheur, pas un prix garanti</h2>
<p>Lorsque le prix atteint votre niveau, la position est clôturée au prix du marché disponible à ce moment-là. Dans un marché calme, c’est à votre niveau ou très près. Dans un marché rapide, ou lorsqu’un marché rouvre après un week-end ou un jour férié à un prix très différent (un gap), la clôture peut se faire à un prix moins favorable que votre niveau, ou parfois plus favorable. Cet écart s’appelle le slippage (ou glissement). Les niveaux ne peuvent pas non plus se déclencher pendant qu’un marché est fermé, car il n’y a pas de nouveaux prix.</p>

<h2>Choisir des niveaux pertinents</h2>
<ul>
<li>Placez le stop-loss là où votre idée de trade serait invalidée, par exemple au-delà d’un récent plus haut ou plus bas, plutôt qu’à une somme ronde.</li>
<li>Laissez de la place aux mouvements normaux. Un stop placé à l’intérieur des allers-retours habituels de votre unité de temps est souvent touché par le simple bruit du marché.</li>
<li>Dimensionnez ensuite la position de sorte que, si le stop est touché, la perte soit un montant que vous acceptez. Notre article sur la taille de position explique comment faire.</li>
<li>Comparez le gain potentiel au risque. Avec un take-profit deux fois plus éloigné que le stop-loss, un trade gagnant compense deux trades perdants, mais aucun ratio ne garantit un résultat.</li>
</ul>

<h2>Erreurs fréquentes</h2>
<ul>
<li><strong>Éloigner le stop-loss</strong> à mesure que le prix s’en approche. Une petite perte prévue se transforme alors en une grosse perte imprévue.</li>
<li><strong>Trader sans stop-loss</strong> en comptant sur le stop-out. Un stop-out intervient bien plus tard, après une perte bien plus importante, et clôture les positions selon les conditions de la plateforme plutôt que les vôtres.</li>
<li><strong>Placer le take-profit trop près</strong>, si bien que le spread et les frais absorbent l’essentiel du gain.</li>
</ul>
<p><em>Rapprocher</em> le stop-loss pour protéger vos gains une fois que le trade évolue en votre faveur, c’est autre chose : cela réduit le risque, et de nombreux traders le font pas à pas, comme un stop suiveur manuel.</p>
${RISK_WARNING}
`,
  },
  'margin-call-stop-out-negative-balance': {
    title: 'Appel de marge, stop-out et protection contre le solde négatif',
    desc: 'Quand les pertes entament votre marge : le niveau de marge, le stop-out à 50 %, l’ordre de clôture des positions et la protection contre le solde négatif.',
    content: `
<p>Les positions à effet de levier reposent sur l’argent de votre compte. Cet article explique ce qui se passe lorsque les pertes commencent à consommer cet argent, et comment rester bien à l’écart de ce point.</p>

<h2>Le niveau de marge, le chiffre qui compte</h2>
<blockquote><strong>Niveau de marge = valeur nette ÷ marge × 100 %</strong></blockquote>
<p>La valeur nette correspond à votre solde, augmenté ou diminué du résultat latent des positions ouvertes. La marge est le montant immobilisé pour les positions ouvertes et les ordres en attente. Sans rien d’ouvert, il n’y a pas de niveau de marge. L’application affiche aussi un <strong>taux de risque</strong>, qui présente la même information à l’envers : marge ÷ valeur nette × 100 %. Un niveau de marge de 50 % correspond à un taux de risque de 200 %.</p>

<h2>Qu’est-ce qu’un appel de marge ?</h2>
<p>Traditionnellement, un appel de marge est un avertissement indiquant que le niveau de marge est tombé si bas que le trader doit ajouter des fonds ou réduire ses positions. Les signaux d’alerte sont visibles dans les chiffres de votre compte. Lorsque le niveau de marge tombe à 100 %, la marge libre est nulle : vous ne pouvez plus ouvrir de nouvelles positions, et toute perte supplémentaire vous rapproche du stop-out. Considérez un niveau de marge en baisse comme votre propre appel de marge, et agissez avant que la plateforme ne doive le faire.</p>

<h2>Qu’est-ce qu’un stop-out ?</h2>
<p>Le stop-out est la clôture automatique de positions pour éviter que le compte ne perde plus que ce qu’il contient. Le seuil de stop-out correspond à un niveau de marge de <strong>50 %</strong>. Lorsque le niveau de marge est égal ou inférieur à ce seuil :</p>
<ol>
<li>la position ouverte présentant la plus grosse perte latente est clôturée en premier, au prix actuel du marché ;</li>
<li>le compte est réévalué et, si le niveau de marge est toujours égal ou inférieur à 50 %, la position suivante la plus perdante est clôturée, et ainsi de suite ;</li>
<li>s’il ne reste que des ordres en attente et que le seuil est toujours atteint, ils sont annulés, en commençant par celui dont la marge est la plus élevée.</li>
</ol>
<p>Une position dont le marché est fermé à ce moment-là ne peut pas être clôturée avant la réouverture du marché.</p>

<h2>Un exemple chiffré</h2>
<p>Vous avez un solde de 1 000 USD et des positions ouvertes qui utilisent 400 USD de marge.</p>
<table>
<thead><tr><th>Résultat latent</th><th>Valeur nette</th><th>Niveau de marge</th><th>Ce que cela signifie</th></tr></thead>
<tbody>
<tr><td>0 USD</td><td>1 000 USD</td><td>250 %</td><td>Situation confortable</td></tr>
<tr><td>−600 USD</td><td>400 USD</td><td>100 %</td><td>Marge libre nulle ; aucune nouvelle position</td></tr>
<tr><td>−800 USD</td><td>200 USD</td><td>50 %</td><td>Début du stop-out</td></tr>
</tbody>
</table>
<p>Ici, une perte de 800 USD, soit les quatre cinquièmes du solde, déclenche le stop-out. Avant que vous ne confirmiez un ordre, l’écran d’ordre estime un prix de stop-out, qui montre de combien le marché devrait évoluer contre vous.</p>

<h2>Protection contre le solde négatif</h2>
<p>Dans un marché rapide ou après un gap, des positions peuvent être clôturées à des prix bien au-delà du seuil de stop-out, et il arrive qu’une perte dépasse le solde. Avec la protection contre le solde négatif, si la clôture d’une position laisse votre solde en dessous de zéro, celui-ci est ramené à zéro et le déficit est pris en charge par le courtier : vous ne devez donc jamais plus que ce que contenait votre compte. C’est un filet de sécurité pour les événements extrêmes, pas une stratégie : vous pouvez tout de même perdre la totalité de votre solde.</p>

<h2>Comment rester loin du stop-out</h2>
<ul>
<li>Utilisez un stop-loss sur chaque position, afin que les pertes soient coupées à votre niveau bien avant un stop-out.</li>
<li>Réduisez la taille de vos positions et le levier, afin que la marge ne représente qu’une petite partie de votre valeur nette.</li>
<li>Surveillez les positions liées : plusieurs trades qui dépendent du même mouvement peuvent perdre ensemble.</li>
<li>N’oubliez pas que l’argent retiré ne soutient plus les positions ouvertes.</li>
<li>Ajouter des fonds fait remonter le niveau de marge, mais ne corrige pas un trade qui est tout simplement parti dans le mauvais sens.</li>
</ul>
${RISK_WARNING}
`,
  },
  'position-sizing-and-risk-per-trade': {
    title: 'Taille de position : combien risquer par trade ?',
    desc: 'Transformer « pas trop » en chiffre : calculer la taille d’une position à partir de votre stop-loss et d’une part fixe du compte, par exemple 1 % par trade.',
    content: `
<p>Le choix de ce que l’on trade retient le plus l’attention, mais c’est généralement la taille des positions qui décide si un compte survit à une mauvaise série. Le calcul de la taille de position transforme une vague impression de « pas trop » en un chiffre que vous pouvez vérifier avant chaque trade.</p>

<h2>Partir du risque par trade</h2>
<p>De nombreux traders plafonnent la perte sur un seul trade à une petite part fixe du compte, généralement 1 % et rarement plus de 2 %. Avec un compte de 5 000 USD, 1 % représente 50 USD. Cela ne limite pas l’ampleur des mouvements du marché ; cela limite ce que vous perdez si votre stop-loss est exécuté à son niveau.</p>

<h2>La formule</h2>
<blockquote><strong>Lots = montant risqué ÷ (distance du stop en pips × valeur du pip par lot)</strong></blockquote>
<p>Pour l’EURUSD et les autres paires cotées en dollars américains avec une taille de contrat de 100 000, un pip (0,0001) vaut 10 USD par lot, 1 USD pour 0,10 lot et 0,10 USD pour 0,01 lot.</p>

<h3>Exemple chiffré</h3>
<ul>
<li>Compte : 5 000 USD. Risque : 1 %, soit 50 USD.</li>
<li>Vous prévoyez d’acheter de l’EURUSD à 1,0850 avec un stop-loss à 1,0825, soit 25 pips plus bas.</li>
<li>Perte par lot si le stop est touché : 25 × 10 = 250 USD.</li>
<li>Taille de la position : 50 ÷ 250 = <strong>0,20 lot</strong>.</li>
</ul>
<p>Avec un levier de 100, cette position nécessite 0,20 × 100 000 × 1,0850 ÷ 100 = 217,00 USD de marge. Remarquez que le levier n’a joué aucun rôle dans le choix de la taille : il détermine seulement la marge immobilisée. Si le calcul donne un chiffre peu pratique, arrondissez <em>à l’inférieur</em> au pas de lot de l’instrument, par exemple 0,01.</p>
<p>Le spread et les éventuels frais de trading s’y ajoutent, et un stop peut être exécuté à un prix moins favorable dans un marché rapide ; la perte réelle peut donc être un peu plus élevée que prévu.</p>

<h2>Pourquoi les petits pourcentages comptent</h2>
<table>
<thead><tr><th>Pertes consécutives</th><th>Reste avec 1 % de risque</th><th>Reste avec 2 % de risque</th><th>Reste avec 5 % de risque</th></tr></thead>
<tbody>
<tr><td>5</td><td>95,1 %</td><td>90,4 %</td><td>77,4 %</td></tr>
<tr><td>10</td><td>90,4 %</td><td>81,7 %</td><td>59,9 %</td></tr>
<tr><td>20</td><td>81,8 %</td><td>66,8 %</td><td>35,8 %</td></tr>
</tbody>
</table>
<p>Les séries de pertes arrivent même avec une approche prudente. Les pertes sont aussi plus difficiles à rattraper qu’il n’y paraît : après une perte de 20 %, il faut un gain de 25 % pour revenir au point de départ, et après une perte de 50 %, il faut 100 %.</p>

<h2>Autres points à vérifier</h2>
<ul>
<li><strong>Les autres instruments.</strong> La valeur d’un mouvement de prix dépend de la taille de contrat et de la devise de cotation. Si l’or a une taille de contrat de 100 onces, un mouvement de 1,00 USD vaut 100 USD par lot. Faites le calcul à partir de la fiche de l’instrument et comparez avec l’estimation affichée sur l’écran d’ordre.</li>
<li><strong>L’exposition totale.</strong> Trois positions qui misent toutes sur un affaiblissement du dollar américain se comportent comme une seule grosse position. Additionnez votre risque global, pas seulement celui de chaque trade.</li>
<li><strong>La marge libre.</strong> Gardez suffisamment de réserve pour que les fluctuations normales ne rapprochent pas votre niveau de marge du seuil de stop-out.</li>
<li><strong>La constance.</strong> Recalculez la taille pour chaque trade, et ne l’augmentez jamais pour vous refaire d’une perte.</li>
</ul>
${RISK_WARNING}
`,
  },
  'spreads-fees-bid-and-ask': {
    title: 'Spread, frais et différence entre bid et ask',
    desc: 'Pourquoi chaque cotation comporte deux prix, pourquoi une nouvelle position démarre légèrement dans le rouge, et quels frais compter avant de trader.',
    content: `
<p>Chaque cotation comporte deux prix. Les comprendre, ainsi que les frais applicables, vous indique ce que coûte un trade avant même que le marché n’ait bougé.</p>

<h2>Bid et ask</h2>
<ul>
<li><strong>Bid</strong> : le prix auquel vous pouvez vendre.</li>
<li><strong>Ask</strong> : le prix auquel vous pouvez acheter. Il est toujours supérieur au bid.</li>
</ul>
<p>L’écart entre les deux est le <strong>spread</strong>. Le prix appliqué dépend de ce que vous faites :</p>
<table>
<thead><tr><th></th><th>Achat (position longue)</th><th>Vente (position courte)</th></tr></thead>
<tbody>
<tr><td>Ouverture</td><td>au prix ask</td><td>au prix bid</td></tr>
<tr><td>Clôture</td><td>au prix bid</td><td>au prix ask</td></tr>
</tbody>
</table>

<h2>Pourquoi une nouvelle position démarre légèrement dans le rouge</h2>
<p>Supposons, à titre d’illustration, que l’EURUSD soit coté 1,08500 au bid et 1,08512 à l’ask : un spread de 0,00012, soit 1,2 pip. Si vous achetez 0,10 lot, vous ouvrez à 1,08512, mais la position est valorisée au prix auquel elle pourrait être clôturée, le bid de 1,08500. Elle affiche donc immédiatement une perte latente de 0,00012 × 10 000 = 1,20 USD, et le bid doit monter de la valeur du spread pour que le trade atteigne le point mort. Une vente fonctionne de la même manière, en sens inverse.</p>
<p>Le spread pèse le plus lorsque le mouvement visé est petit. Pour un objectif de 10 pips, un spread de 1,2 pip représente 12 % de l’objectif ; pour un objectif de 100 pips, 1,2 %.</p>

<h2>Ce qui influence les spreads</h2>
<ul>
<li><strong>La liquidité.</strong> Les principales paires de devises se négocient généralement avec des spreads plus serrés que les paires moins échangées, les petites capitalisations ou les cryptomonnaies secondaires.</li>
<li><strong>L’heure de la journée.</strong> Sur l’ensemble du marché, les spreads ont tendance à être plus larges juste après l’ouverture d’un marché, autour du rollover quotidien et lorsque les grandes places financières sont fermées.</li>
<li><strong>La volatilité.</strong> Autour des grandes publications économiques ou de nouvelles inattendues, les prix évoluent vite et les spreads peuvent s’élargir.</li>
</ul>
<p>Regardez toujours le bid et l’ask en direct sur l’écran des cotations avant de trader.</p>

<h2>Frais de trading</h2>
<p>En plus du spread, des frais de trading peuvent s’appliquer à l’ouverture d’une position. Selon les paramètres de la plateforme, il s’agit soit d’un montant fixe par lot, soit d’un pourcentage de la marge. Pour un ordre en attente, ils sont prélevés lors de l’exécution de l’ordre, et non lorsque vous le passez. L’estimation de l’écran d’ordre affiche les frais avant que vous ne confirmiez, et chaque prélèvement de frais apparaît comme une ligne distincte dans les mouvements de votre compte. Les frais sont dus, que le trade soit gagnant ou perdant.</p>

<h2>Frais de dépôt et de retrait</h2>
<p>Déplacer de l’argent a aussi un coût : les frais de réseau de la blockchain pour les transferts de cryptomonnaies, les frais de votre banque ou des banques intermédiaires pour les virements bancaires, et des frais de retrait, affichés sur le formulaire avant que vous ne validiez. Notre article sur les dépôts et les retraits détaille chacun d’eux.</p>

<h2>Maîtriser vos coûts</h2>
<ul>
<li>Comparez le spread à la distance de votre stop-loss et de votre objectif avant chaque trade.</li>
<li>Privilégiez des trades moins nombreux et bien préparés : chaque trade paie le spread et les éventuels frais.</li>
<li>Soyez prudent avant d’ouvrir des positions juste après l’ouverture d’un marché, lorsque les spreads sont souvent plus larges.</li>
<li>Notez les coûts dans votre journal de trading, afin de juger vos résultats après coûts plutôt qu’avant.</li>
</ul>
${RISK_WARNING}
`,
  },
  'reading-candlestick-charts': {
    title: 'Lire les graphiques en chandeliers et choisir une unité de temps',
    desc: 'Ce que chaque partie d’une bougie vous apprend, en quoi les unités de temps de 1 min à 1 j diffèrent, et comment en combiner plusieurs sans surinterpréter.',
    content: `
<p>Le graphique en chandeliers est la façon la plus courante d’afficher les prix. Chaque bougie résume le prix sur une période, et l’ensemble du graphique montre comment acheteurs et vendeurs se sont comportés au fil du temps.</p>

<h2>L’anatomie d’une bougie</h2>
<ul>
<li><strong>Ouverture</strong> : le premier prix de la période.</li>
<li><strong>Clôture</strong> : le dernier prix de la période.</li>
<li><strong>Plus haut</strong> et <strong>plus bas</strong> : le prix le plus élevé et le prix le plus bas atteints pendant celle-ci.</li>
</ul>
<p>La partie épaisse, le <strong>corps</strong>, s’étend entre l’ouverture et la clôture. Les traits fins au-dessus et en dessous, les <strong>mèches</strong> ou ombres, atteignent le plus haut et le plus bas. Une bougie qui clôture au-dessus de son ouverture est une bougie haussière ; une bougie qui clôture en dessous de son ouverture est une bougie baissière. Les couleurs sont une convention et varient selon les régions et les applications : vérifiez comment votre graphique les colore.</p>

<h2>Ce que les formes peuvent suggérer</h2>
<ul>
<li><strong>Un corps long avec des mèches courtes</strong> : le prix a évolué régulièrement dans une seule direction pendant la période.</li>
<li><strong>Un petit corps avec de longues mèches</strong> : le prix a beaucoup voyagé mais a terminé près de son point de départ, signe d’indécision.</li>
<li><strong>Une longue mèche basse</strong> : les vendeurs ont fait baisser le prix, mais les acheteurs l’ont ramené avant la clôture. Une longue mèche haute indique l’inverse.</li>
</ul>
<p>Une bougie isolée est un indice faible. Les formes prennent plus de sens dans leur contexte, par exemple près d’un niveau où le marché s’est déjà retourné, et même alors elles décrivent ce qui s’est passé, pas ce qui va se passer.</p>

<h2>Unités de temps</h2>
<table>
<thead><tr><th>Période</th><th>Une bougie couvre</th><th>Souvent utilisée pour</th></tr></thead>
<tbody>
<tr><td>1 min</td><td>1 minute</td><td>Affiner le moment des entrées et des sorties</td></tr>
<tr><td>5 min</td><td>5 minutes</td><td>Le trading intraday à court terme</td></tr>
<tr><td>15 min</td><td>15 minutes</td><td>La structure intraday</td></tr>
<tr><td>30 min</td><td>30 minutes</td><td>Les oscillations intraday</td></tr>
<tr><td>1 h</td><td>1 heure</td><td>Le day trading et les swings courts</td></tr>
<tr><td>1 j</td><td>1 jour</td><td>La tendance de fond et les niveaux majeurs</td></tr>
</tbody>
</table>
<p>Sur nos graphiques, les bougies journalières commencent à 00:00 UTC ; une bougie journalière peut donc ne pas correspondre à la séance d’une bourse ni à votre journée calendaire locale.</p>

<h2>Utiliser plusieurs unités de temps</h2>
<p>Une approche courante part du haut vers le bas : le graphique journalier pour la direction et les niveaux majeurs, le graphique horaire pour la structure, et seulement ensuite une unité de temps courte pour choisir le moment d’entrée. Un mouvement qui paraît spectaculaire sur un graphique 1 minute peut n’être qu’une petite oscillation sur le graphique journalier. Les unités de temps courtes comportent aussi plus de bruit et incitent à trader plus souvent, alors que chaque trade paie le spread et les éventuels frais.</p>

<h2>Gaps et marchés fermés</h2>
<p>Pendant qu’un marché est fermé, la nuit pour les actions ou le week-end pour le forex, aucune nouvelle bougie ne se forme. À la réouverture, le premier prix peut être très éloigné du dernier, laissant un gap sur le graphique. Les gaps comptent, car un stop-loss ne peut pas agir pendant que le marché est fermé et il est exécuté ensuite au premier prix disponible.</p>

<h2>Lire les graphiques de façon responsable</h2>
<ul>
<li>Décidez de ce que vous cherchez avant d’ouvrir le graphique, au lieu d’y chercher une raison de trader.</li>
<li>Placez votre stop-loss là où le graphique montre que votre idée serait invalidée.</li>
<li>Tenez un journal avec des captures d’écran de vos trades. Les schémas de vos propres décisions sont souvent plus instructifs que ceux des bougies.</li>
</ul>
${RISK_WARNING}
`,
  },
  'trading-sessions-and-market-hours': {
    title: 'Sessions de trading : quand les marchés ouvrent, ferment, et pourquoi',
    desc: 'Le forex s’échange 24 h/24 et 5 j/7, les actions et indices suivent leur bourse, la crypto ne ferme jamais : l’impact sur vos ordres et vos stops.',
    content: `
<p>Les prix ne bougent que lorsque quelqu’un négocie. Chaque instrument suit les horaires du marché sous-jacent ; les instruments ouvrent et ferment donc à des heures différentes. Connaître le calendrier évite les mauvaises surprises, car pendant qu’un marché est fermé, vous ne pouvez ni ouvrir ni clôturer de positions sur celui-ci.</p>

<h2>Horaires par classe d’actifs</h2>
<table>
<thead><tr><th>Classe d’actifs</th><th>Horaires habituels</th><th>Remarques</th></tr></thead>
<tbody>
<tr><td>Forex</td><td>Du dimanche 17:00 au vendredi 17:00, heure de New York</td><td>En continu, cinq jours par semaine</td></tr>
<tr><td>Métaux et énergie</td><td>Du dimanche 18:00 au vendredi 17:00, heure de New York</td><td>Pause quotidienne de 17:00 à 18:00</td></tr>
<tr><td>Indices</td><td>Les horaires de la bourse ou du marché à terme sous-jacent à chaque indice</td><td>Par exemple GER40 08:00–22:00 heure de Berlin, UK100 08:00–21:00 heure de Londres ; les indices américains suivent les horaires quasi continus de leurs contrats à terme</td></tr>
<tr><td>Actions</td><td>09:30–16:00 heure de New York, du lundi au vendredi</td><td>La séance régulière de la bourse</td></tr>
<tr><td>Crypto</td><td>Toujours ouvert</td><td>24 h/24, 7 j/7</td></tr>
</tbody>
</table>
<p>Les horaires sont ceux de chaque marché, en heure locale, et suivent ses changements d’heure ; dans votre propre fuseau horaire, ils peuvent donc se décaler d’une heure au printemps et à l’automne. L’application affiche « Marché fermé » pour un instrument dès qu’il n’est pas négocié.</p>

<h2>Les sessions du forex</h2>
<p>Le forex n’a pas de bourse centrale : les banques et autres institutions négocient entre elles partout dans le monde. La journée de trading passe de l’Asie-Pacifique (Sydney et Tokyo) à l’Europe (Londres), puis à l’Amérique du Nord (New York). L’activité est généralement la plus forte lorsque les sessions de Londres et de New York se chevauchent, et plus faible en fin d’après-midi à New York et autour du rollover quotidien de 17:00, heure de New York, lorsque les spreads s’élargissent souvent sur l’ensemble du marché.</p>

<h2>Pourquoi les marchés ferment</h2>
<ul>
<li><strong>Les horaires des bourses.</strong> Les actions et les indices dépendent de bourses aux séances fixes ; en dehors de celles-ci, il n’y a pas de prix officiel.</li>
<li><strong>Les week-ends.</strong> Le système bancaire qui sous-tend le forex, les métaux et l’énergie s’arrête en grande partie le week-end.</li>
<li><strong>Les jours fériés.</strong> Les marchés ferment les jours fériés comme Noël et le jour de l’An, et certains ferment plus tôt les jours qui les entourent. Les calendriers varient selon les pays : un jour férié américain peut fermer les actions américaines alors que les indices européens s’échangent normalement.</li>
<li><strong>Les pauses quotidiennes.</strong> Certains marchés s’interrompent chaque jour, comme lors de la pause d’une heure des métaux et de l’énergie.</li>
</ul>
<p>Les marchés des cryptomonnaies n’ont pas d’heure de fermeture, mais les échanges peuvent être plus faibles le week-end et la nuit.</p>

<h2>Ce qu’un marché fermé implique pour vous</h2>
<ul>
<li>Aucun nouvel ordre, au marché ou en attente, ne peut être passé, et les positions ouvertes ne peuvent pas être clôturées.</li>
<li>Les niveaux de stop-loss et de take-profit ne peuvent pas se déclencher, faute de nouveaux prix.</li>
<li>Vous pouvez toujours annuler un ordre en attente et ajuster les niveaux de stop-loss et de take-profit.</li>
<li>Les positions ouvertes restent ouvertes et conservent leur marge. À la réouverture, le premier prix peut différer du dernier (un gap), et tout niveau franchi est exécuté au premier prix disponible.</li>
</ul>

<h2>Anticiper le calendrier</h2>
<ul>
<li>Avant un week-end, décidez en connaissance de cause si vous conservez chaque position jusqu’à la réouverture.</li>
<li>Consultez à l’avance les horaires des jours fériés, surtout en fin d’année, lorsque de nombreux marchés ont des horaires réduits.</li>
<li>Soyez prudent à l’ouverture des sessions et lors des annonces économiques programmées, lorsque les prix peuvent évoluer brutalement.</li>
<li>Si vous tradez des actions, n’oubliez pas que les résultats des entreprises sont souvent publiés en dehors des heures de séance et peuvent provoquer un gap à l’ouverture suivante.</li>
</ul>
${RISK_WARNING}
`,
  },
  'deposits-and-withdrawals-explained': {
    title: 'Dépôts et retraits : mode d’emploi',
    desc: 'Approvisionner en USDT, USDC ou par virement, pourquoi le réseau doit correspondre, ce que signifie « bloqué » et comment fonctionnent les frais de retrait.',
    content: `
<p>Votre compte de trading est tenu en dollars américains. Vous pouvez l’alimenter en cryptomonnaie, par exemple avec les stablecoins USDT et USDC, ou par virement bancaire, et effectuer des retraits vers une adresse crypto ou un compte bancaire que vous avez ajouté. Voici comment fonctionne chaque étape et comment éviter les erreurs les plus courantes.</p>

<h2>Déposer des cryptomonnaies</h2>
<ol>
<li>Ouvrez <strong>Dépôt</strong>, choisissez <strong>Cryptomonnaie</strong> et sélectionnez la crypto et le réseau, par exemple USDT sur TRC20 ou USDT sur ERC20.</li>
<li>Copiez l’adresse de dépôt affichée pour cette option. Collez-la plutôt que de la saisir, et comparez les premiers et les derniers caractères après l’avoir collée.</li>
<li>Envoyez la crypto depuis votre portefeuille ou votre compte sur une plateforme d’échange, en choisissant <strong>le même réseau</strong>.</li>
<li>Saisissez le montant envoyé, téléchargez une capture d’écran du transfert comme justificatif de paiement, puis validez.</li>
</ol>
<p>Une fois le dépôt vérifié, il est crédité en USD au taux affiché pour cette option.</p>

<h3>Pourquoi le réseau est important</h3>
<p>Une même crypto peut exister sur plusieurs blockchains. L’USDT sur TRC20 (le réseau TRON) et l’USDT sur ERC20 (le réseau Ethereum) circulent sur des réseaux distincts, et leurs adresses ne se ressemblent pas : les adresses TRC20 commencent par « T », les adresses ERC20 par « 0x ». <strong>N’envoyez que la crypto et le réseau indiqués avec l’adresse.</strong> Un transfert sur un autre réseau, ou d’une autre crypto, ne peut pas être crédité et peut s’avérer impossible à récupérer. Les frais de réseau sont à la charge de l’expéditeur ; ils varient selon les réseaux et la demande, et votre portefeuille les affiche avant l’envoi.</p>

<h2>Déposer par virement bancaire</h2>
<ol>
<li>Choisissez <strong>Virement bancaire</strong> et la devise, puis notez le compte bénéficiaire : nom de la banque, titulaire du compte, numéro de compte ou IBAN, et code SWIFT.</li>
<li>Effectuez le virement depuis votre banque et <strong>indiquez votre UID dans le libellé du virement</strong>. Votre UID figure sur votre page de profil ; c’est grâce à lui que le paiement est rattaché à votre compte.</li>
<li>Téléchargez une image de la confirmation du virement comme justificatif, puis validez.</li>
</ol>
<p>Les virements bancaires peuvent prendre un ou plusieurs jours ouvrés, et votre banque ou des banques intermédiaires peuvent prélever des frais. Le montant crédité correspond à ce qui arrive réellement, converti en USD.</p>

<h2>Retraits</h2>
<p>Ajoutez d’abord un moyen de réception dans <strong>Retrait</strong> : une adresse crypto pour le réseau sur lequel vous souhaitez recevoir, ou un compte bancaire. Vérifiez soigneusement le réseau et l’adresse, car un paiement envoyé à une mauvaise adresse ne peut pas être annulé.</p>

<h3>Combien pouvez-vous retirer ?</h3>
<p>Le montant disponible est le plus petit des deux montants entre votre solde et votre valeur nette, moins la marge immobilisée par les positions ouvertes et les ordres en attente. Un gain latent doit être réalisé en clôturant la position avant de pouvoir être retiré, et les pertes latentes doivent rester couvertes.</p>

<h3>Que se passe-t-il après l’envoi de la demande ?</h3>
<ul>
<li>Le montant quitte immédiatement votre solde et apparaît comme <strong>Bloqué</strong> pendant l’examen de la demande. L’argent bloqué n’est pas utilisé pour le trading et n’est pas affecté par les résultats de vos trades.</li>
<li>Lorsque le retrait est payé, le montant bloqué est soldé.</li>
<li>S’il est refusé, le montant revient sur votre solde et vous pouvez en consulter le motif.</li>
</ul>

<h3>Frais et montant reçu</h3>
<p>Avant que vous ne validiez, le formulaire affiche les frais de retrait (un montant fixe ou un pourcentage), le taux de change et le montant que vous recevrez. Par exemple, avec des frais de 1 %, un retrait de 200 USD entraîne 2 USD de frais, et les 198 USD restants sont convertis au taux affiché. Le montant reçu est arrondi au centime inférieur, et chaque devise a un montant minimum de retrait.</p>

<h2>Rester en sécurité</h2>
<ul>
<li>Utilisez à chaque fois les coordonnées de dépôt affichées dans l’application ; elles peuvent changer, ne réutilisez donc pas d’anciennes adresses ni d’anciens numéros de compte.</li>
<li>Ne communiquez jamais votre mot de passe ni vos codes de vérification à qui que ce soit, y compris à des personnes qui se présentent comme membres du support.</li>
</ul>
${RISK_WARNING}
`,
  },
};

export default articles;
