"""Section headings in Spanish, Portuguese, French, German and Italian: their words, and the section kind each
phrase names.

Everything here is written folded (lower case, no accents, ``ß`` as ``ss``), as :func:`fold` leaves a heading
before it is matched, so ``Formação Acadêmica`` and ``FORMACAO ACADEMICA`` read alike.
:mod:`cvkg.extract.sections` tries these patterns before the English ones: a heading such as ``Expérience
d'enseignement`` would otherwise be read by its one English-looking word. For the same reason no pattern here
holds a word an English heading uses in another sense (``experience``, ``expertise``, ``evaluation``), and the
words English and French share (``Publications``, ``Distinctions``) are left to the English table.

>>> fold("Formação Acadêmica / Veröffentlichungen — Straße")
'formacao academica / veroffentlichungen — strasse'
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache


@lru_cache(maxsize=8192)  # every line's words are folded for each heading test: the same few words, many times
def fold(text: str) -> str:
    """``text`` in lower case without accents, one character for each (``ß`` excepted), curly apostrophes
    straightened."""
    text = text.lower().replace("ß", "ss").replace("’", "'")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


# Publications by where they appeared: "Artículos en congresos", "Trabalhos publicados em anais", "Atti di
# convegni" are papers, not talks, though the words for a meeting are the words for a talk too
_PAPERS_AT_MEETINGS = (
    r"\b(?:articulos|artigos|trabajos|trabalhos|publicaciones|publicacoes|articoli|contributi|beitrage|aufsatze"
    r"|actas|anais|actes|atti)\b"
    r".*\b(?:congres\w*|conferenc\w*|convegn\w*|konferenz\w*|tagung\w*|anais|actas|atti|actes|eventos|simposios)"
)

# (pattern, section kind); the first that matches wins, so the specific phrases come first. A subject alone
# ("Informatique", "Informatica") names no section: it is a degree's field on a line of its own
FOREIGN_KIND_PATTERNS: tuple[tuple[str, str], ...] = (
    (
        r"\b(?:jurados?|tribunal(?:es)?|comites?|comisiones|comissoes|commission[ei]|jurys?)\b.*"
        r"\b(?:tesis|teses?|theses?|tesi|doctorado|doutorado|doctorat|dottorato|maestria|mestrado|laurea|grado)\b"
        r"|\bbancas?\b|\bjurys? de|^jurys$|\bparticipation (?:a|aux) (?:des )?jurys|\bevaluacion de tesis\b"
        r"|\bpromotions(?:kommission|ausschu)\w*|\bprufungs(?:kommission|ausschu)\w*|\bzweitgutacht\w*"
        r"|\bgutacht\w* (?:fur|von|bei) (?:dissertationen|promotionen)",
        "committees",
    ),
    (
        r"\b(?:idiomas|linguas|langues|lingue|sprachen|sprachkenntnisse|conoscenze linguistiche"
        r"|competences linguistiques|conocimientos de idiomas|conhecimentos linguisticos|pasatiempos|aficiones"
        r"|passatempos|loisirs|centres d'interets?|freizeit\w*|tempo libero|hobbys"
        r"|intereses personales|interesses pessoais|interets personnels|personliche interessen|interessi personali)\b",
        "other",
    ),
    (
        r"\b(?:areas?|lineas?|temas?|intereses|campos?|linhas?|interesses|temi|ambiti|aree|linee|argomenti|interessi"
        r"|themes?|domaines?|axes?|interets?|thematiques?) d[ei] (?:investigacion|pesquisa|atuacao|interes|interesse"
        r"|ricerca|recherche)\b|\b(?:intereses|interesses|interessi|interessen(?:gebiete)?|interets scientifiques)\b"
        r"|\bforschungs(?:interessen|schwerpunkte?|gebiete?|themen|felder)\b|\barbeitsgebiete\b",
        "interests",
    ),
    (
        r"\b(?:direccion|codireccion|direcao|direction|direzione|supervisione|supervision|supervisao)"
        r" (?:de |di )?(?:tesis|teses|theses?|tesi|tesistas|becarios|estudiantes|doctorants|estudantes)"
        r"|\b(?:tesis|theses|tesi) (?:dirigidas|encadrees|dirigees|seguite|supervisionate)"
        r"|\bformacion de recursos humanos|\b(?:tesistas|becarios|orientandos|doctorants|stagiaires|dottorandi"
        r"|doktorand\w*|studierende|studenti|estudiantes|alunos)\b|\borientac(?:oes|ao)\b|\bco-?orientac\w*"
        r"|\b(?:co-?)?encadrement\b|\bbetreu\w*|\babschlussarbeiten\b|\brelatore\b|\bcorrelatore\b|\btutora(?:ggio|to)\b"
        r"|\btutorias\b|\bdirigidos\b",
        "students",
    ),
    (_PAPERS_AT_MEETINGS + r"|\bcomite de lecture\b", "publications"),
    (
        r"\b(?:conferencias|charlas|ponencias|platicas|presentaciones|seminarios|palestras|apresentacoes"
        r"|exposes|seminaires|conferences invitees|communications orales|relazioni|interventi|presentazioni|seminari"
        r"|conferenze|vortrage|vortraege|kolloquien|seminare|prasentationen"
        # the meetings alone, where the subject spoke ("Congresos", "Seminarios/ Congresos")
        r"|congresos|congressos|congressi|kongresse)\b|\w+vortrage\b",
        "talks",
    ),
    (
        r"\b(?:docencia|docente|ensenanza|cursos|asignaturas|catedras|materias|ensino|disciplinas|aulas|enseignements?"
        r"|cours|didattica|insegnament\w*|corsi|docenza|lehre|lehrtatigkeit\w*|lehrveranstaltung\w*|lehrerfahrung"
        r"|lehrauftrage?)\b",
        "teaching",
    ),
    (
        r"\b(?:arbitraje|arbitrajes|evaluador\w*|revisor\w*|parecerista|relecteur\w*|relectures?|referee per"
        r"|evaluation d'articles|evaluacion de (?:articulos|proyectos)|avaliacao de (?:artigos|projetos)"
        r"|attivita (?:di revisione|editoriale|istituzionali|organizzative|di servizio)"
        r"|incarichi (?:istituzionali|gestionali|accademici)|comites?|comitati?|corpo editorial|gestion|gestao"
        r"|servicio|servicos?|servizio|responsabilites|activites editoriales|taches administratives"
        r"|atividades editoriais|actividades editoriales|atividades de (?:revisao|avaliacao)"
        r"|organizacion de eventos|organizacao de eventos|organizzazione di \w+|gutachter\w*|gutachten\w*|gremien\w*"
        r"|selbstverwaltung|herausgeber\w*|programmkomitee\w*|kommissionen)\b",
        "service",
    ),
    (
        r"\b(?:habilidades|competencias|conocimientos|herramientas|programacion|destrezas|conhecimentos"
        r"|ferramentas|(?<!areas of )(?<!area of )competences?|outils|competenze|conoscenze|capacita|strumenti"
        r"|kenntnisse|edv"
        r"|fahigkeiten|kompetenzen|programmierung)\b|\w+kenntnisse\b",
        "skills",
    ),
    (
        r"\b(?:publicaciones|articulos|capitulos|libros|actas|patentes|preprints?|manuscritos|produccion cientifica"
        r"|tesis|revistas|resumenes|publicacoes|artigos|livros|anais|producao (?:bibliografica|cientifica)"
        r"|trabalhos (?:completos|publicados)|resumos|periodicos|teses?|dissertacao|chapitres|ouvrages|livres|actes"
        r"|brevets|prepublications|rapports|these|revues|memoires|productions? scientifiques?|publikation\w*"
        r"|veroffentlichung\w*|veroeffentlichung\w*|zeitschrift\w*|buchkapitel|bucher|buecher|monographien"
        r"|sammelband\w*|patente|tagungsband\w*|schriften\w*|pubblicazioni|articoli|capitoli|libri|monografie"
        r"|atti|brevetti|contributi|tesi|rapporti tecnici)\b|\w+artikel\b|\w+beitrage\b",
        "publications",
    ),
    (
        r"\b(?:premios?|becas?|distinciones|reconocimientos|subsidios|financiamiento|financiacion|galardones"
        r"|menciones|bolsas?|distincoes|titulos honorificos|homenagens|financiamentos?|auxilios|prix|bourses?"
        r"|financements?|recompenses|honneurs|subventions|preise?|auszeichnung\w*|stipendi\w*|ehrungen"
        r"|drittmittel\w*|forderung\w*|foerderung\w*|fordermittel|premi|riconoscimenti|borse|finanziamenti"
        r"|onorificenze)\b",
        "awards",
    ),
    (
        r"\b(?:formacion|educacion|estudios|estudos|titulos|grados academicos|antecedentes academicos|titulaciones"
        r"|formacao"
        r"|educacao|titulacao|escolaridade|formation|diplomes?|cursus|parcours (?:universitaire|academique)|etudes"
        r"|titres universitaires|ausbildung|bildungsweg|studium|schulbildung|hochschulbildung|akademische abschlusse"
        # Europass: "Schul- und Berufsbildung", "Allgemeine und berufliche Bildung"
        r"|berufsbildung|berufliche bildung"
        r"|istruzione|formazione|titoli di studio|studi|percorso (?:formativo|di studi))\b",
        "education",
    ),
    (
        r"\b(?:experiencia|cargos?|puestos?|posiciones|trayectoria|antecedentes (?:laborales|profesionales)|empleos?"
        r"|nombramientos|estancias|atuacao profissional|vinculos?|empregos?|posicoes|historico profissional"
        r"|estagios|postes?|emplois?|parcours professionnel|fonctions|carriere|sejours|berufserfahrung"
        r"|beruflich\w*|werdegang|tatigkeiten|positionen|anstellungen|beschaftigung\w*|berufstatigkeit"
        r"|esperienz\w*|posizioni|incarichi|impieghi|carriera|attivita lavorativa|attivita professionale)\b",
        "positions",
    ),
    (r"\b(?:proyectos?|projetos?|projets?|logiciels?|progett[oi])\b|\w*projekte?\b", "projects"),
    (
        r"\b(?:referencias|datos personales|informacion personal|membresias|afiliaciones|sociedades|otros|otras"
        r"|divulgacion|prensa|dados pessoais|informacoes pessoais|afiliacoes|outras|outros|eventos|divulgacao"
        r"|references|informations personnelles|etat civil|adhesions|societes savantes|divers|autres|vulgarisation"
        r"|referenzen|personliche (?:daten|angaben)|mitgliedschaft\w*|sonstiges|weiteres|ehrenamt\w*|referenze"
        r"|dati personali|informazioni personali|affiliazioni|societa scientifiche|altro|altre attivita"
        r"|divulgazione)\b",
        "other",
    ),
)

# The small words between a heading's nouns ("Formação de recursos humanos", "Chapitres d'ouvrages"): not
# counted against a heading's length
_FUNCTION_TEXT = """de del della delle degli dei da do dos das des du di em en y e et und ed el la le les los las os al
    au aux der die im zur zum von para pour per con com avec mit sur su nos nas no na ao"""
FUNCTION_WORDS = frozenset(_FUNCTION_TEXT.split())
# Elided articles and prepositions before a noun: "d'enseignement", "dell'ateneo", "l'université"
ELISIONS = ("d'", "l'", "dell'", "dall'", "all'", "nell'", "sull'", "qu'", "un'")

# Every word a heading in these languages may be made of, folded
_WORDS_BY_LANGUAGE = {
    "es": """impartidas doctorales informaticos informaticas formacion academica educacion estudios titulos grados
    academicos antecedentes titulaciones experiencia profesional laboral cargos cargo puestos puesto posiciones
    trayectoria laborales profesionales empleos empleo nombramientos estancias investigacion publicaciones
    publicacion articulos articulo capitulos libro libros actas patentes manuscritos produccion cientifica
    cientificas cientificos tesis revistas revista indexadas arbitradas resumenes congresos congreso
    conferencias conferencia charlas ponencias presentaciones seminarios invitadas invitados premios premio
    becas beca distinciones reconocimientos subsidios financiamiento financiacion galardones menciones docencia
    docente ensenanza cursos dictados impartidos asignaturas catedras materias direccion codireccion dirigidas
    tesistas becarios estudiantes recursos humanos supervision tutorias dirigidos jurados jurado tribunales
    tribunal comites comite comisiones evaluacion arbitraje evaluador revisor editoriales editorial programa
    gestion servicio actividades eventos organizacion proyectos proyecto habilidades competencias conocimientos
    herramientas informatica programacion destrezas idiomas areas area lineas temas intereses interes campos
    referencias datos personales informacion membresias afiliaciones sociedades otros otras divulgacion prensa
    pasatiempos aficiones seleccionadas seleccionados principales nacionales internacionales recientes otorgados
    obtenidos realizados completos grado posgrado doctorado maestria licenciatura pregrado meritos formales""",
    "pt": """profissional profissionais institucionais convidadas convidados linhas formacao titulacao educacao
    escolaridade complementar atuacao vinculos vinculo empregos posicoes historico estagios publicacoes artigos
    artigo completos publicados periodicos livros capitulos anais trabalhos trabalho resumos expandidos producao
    bibliografica tese teses dissertacao palestras apresentacoes premios titulos honorificos homenagens bolsas
    bolsa distincoes auxilios financiamentos ensino disciplinas ministradas aulas orientacoes orientacao
    concluidas andamento orientandos coorientacoes alunos bancas banca participacao comissoes julgadoras
    conclusao curso revisor parecerista corpo gestao servicos administrativas atividades projetos projeto
    editoriais revisao
    pesquisa ferramentas conhecimentos linguas linguisticos interesses referencias dados pessoais informacoes
    afiliacoes outras outros divulgacao passatempos mestrado doutorado graduacao especializacao supervisao
    estudantes meritos estudos formais congressos""",
    "fr": """formation dans liste dispenses direction participation these diplomes diplome cursus parcours universitaire
    academique etudes titres universitaires emplois emploi postes poste occupes fonctions carriere sejours
    professionnel professionnelle professionnelles chapitres ouvrages ouvrage livres actes revues revue comite
    lecture brevets prepublications rapports memoires productions scientifiques congres colloques colloque
    internationaux nationales internationales exposes seminaires invitees communications orales prix bourses
    bourse financements recompenses honneurs subventions enseignement enseignements cours encadrement
    coencadrement co-encadrement doctorants stagiaires theses encadrees dirigees jurys jury rapporteur
    responsabilites collectives relecteur relectures activites editoriales taches administratives projets projet
    logiciels logiciel competences informatiques linguistiques informatique outils themes theme domaines domaine
    axes recherche interets thematiques langues references informations personnelles etat civil adhesions
    societes savantes divers autres vulgarisation loisirs centres selectionnees principales recentes doctorat""",
    "de": """herausgeberschaft zweitgutachten programmierkenntnisse ausbildung akademische akademischer bildungsweg
    studium schulbildung hochschulbildung abschlusse berufserfahrung beruflicher berufliche werdegang berufsbildung
    schul bildung allgemeine
    wissenschaftlicher wissenschaftliche tatigkeiten positionen anstellungen beschaftigung berufstatigkeit
    veroffentlichungen veroeffentlichungen publikationen publikationsliste ausgewahlte zeitschriftenartikel
    zeitschriften artikel buchkapitel bucher buecher monographien sammelbande patente tagungsbande
    konferenzbeitrage beitrage schriften schriftenverzeichnis begutachtete vortrage vortraege eingeladene
    konferenzvortrage kolloquien seminare prasentationen preise preis auszeichnungen stipendien ehrungen
    drittmittel forderungen fordermittel lehre lehrtatigkeit lehrveranstaltungen lehrerfahrung lehrauftrage
    betreuung betreute doktoranden studierende abschlussarbeiten promotionskommissionen prufungskommissionen
    gutachter gutachtertatigkeit gremien gremienarbeit selbstverwaltung herausgeber programmkomitees
    kommissionen projekte projekt forschungsprojekte kenntnisse edv fahigkeiten kompetenzen programmierung
    sprachkenntnisse sprachen forschungsinteressen forschungsschwerpunkte schwerpunkte interessen arbeitsgebiete
    referenzen personliche daten angaben mitgliedschaften sonstiges weiteres ehrenamt hobbys freizeit promotion
    dissertation kongresse""",
    "it": """scelte tenuti programma linguistiche istruzione formazione titoli studio studi percorso formativo
    esperienze
    esperienza lavorative lavorativa professionali professionale posizioni accademiche incarichi impieghi
    carriera attivita pubblicazioni articoli rivista riviste atti convegni convegno capitoli libri monografie
    brevetti contributi tesi rapporti tecnici relazioni interventi presentazioni seminari conferenze invito
    premi riconoscimenti borse finanziamenti onorificenze didattica insegnamenti insegnamento corsi docenza
    supervisione seguite supervisionate relatore correlatore studenti dottorandi tutoraggio tutorato commissioni
    commissione dottorato laurea revisione revisore editoriale istituzionali organizzative servizio comitati
    comitato organizzazione progetti progetto ricerca competenze conoscenze informatiche capacita strumenti
    lingue interessi temi ambiti aree linee argomenti referenze dati personali informazioni affiliazioni societa
    altro altre divulgazione hobby tempo libero selezionate principali magistrale congressi""",
}
# German heading nouns that end compounds ("Programmierkenntnisse", "Konferenzvorträge"): a word ending in one is
# a heading word too
COMPOUND_HEADS = ("kenntnisse", "vortrage", "projekte", "artikel", "beitrage", "interessen", "schwerpunkte",
                  "erfahrung", "tatigkeit", "kommissionen", "gutachten", "stipendien", "preise", "publikationen",
                  "veroffentlichungen")  # fmt: skip
FOREIGN_HEADING_WORDS = FUNCTION_WORDS | frozenset(" ".join(_WORDS_BY_LANGUAGE.values()).split())
