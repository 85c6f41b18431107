"""A variation matrix for CVs in Spanish, Portuguese, French, German and Italian: small invented CVs, one heading
of a language x one heading style, their entries dated in that language's ways.

Each CV holds a name, an email, an anchor section (the language's education heading, or its skills heading when
education is under test), the section under test, and a closing section, all in one language; the entries print
dates as CVs in that language do (``desde marzo de 2018``, ``août 2012 – février 2018``, ``seit 03/2018``,
``ott. 2016 – oggi``), each entry a different form. Scored as :mod:`tests.variations_sections` scores (record
F1 by the team's scorer, ``tests/scorer.py``), and the dates of the paired positions, degrees and talks, and
the terms of courses (``primer semestre de 2019``, ``WS 2019/20``), besides.
A full CV per language and style puts every section under headings drawn from the language's vocabulary.

People, organizations and titles are invented. Deterministic: the same code writes the same files.

>>> sorted(LANGUAGES)
['de', 'en', 'es', 'fr', 'it', 'pt']
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tests import scorer
from tests import variations_sections as vs

E = vs.Entry
# The styles each heading is printed in: plain text, Markdown, LaTeX and HTML
STYLES = ("caps", "title", "colon", "numbered", "underline-", "caps-unmarked", "md-h2", "md-bold", "tex-section*",
          "html-h2")  # fmt: skip
DATED = {"positions": ("start", "end"), "education": ("start", "end"), "talks": ("date",), "teaching": ("term",)}


@dataclass(frozen=True)
class Language:
    """One language: its headings by section, and its entries (dated in its ways) by section."""

    headings: dict[str, tuple[str, ...]]
    entries: dict[str, tuple[vs.Entry, ...]]
    strings: dict[str, list[str]]


def _job(line: str, title: str, org: str, start: str, end: str) -> vs.Entry:
    return E(line, {"title": title, "organization": org, "start": start, "end": end})


def _degree(line: str, degree: str, institution: str, start: str | None, end: str) -> vs.Entry:
    return E(line, {"degree": degree, "institution": institution, "start": start, "end": end})


def _talk(title: str, host: str, when: str, date: str) -> vs.Entry:
    return E(f'"{title}", {host}, {when}', {"title": title, "host": host, "date": date})


def _pub(authors: str, year: int, title: str, venue: str) -> vs.Entry:
    return E(f"{authors} ({year}). {title}. {venue}.", {"title": title, "venue": venue, "year": year})


SPANISH = Language(
    headings={
        "education": ("Formación académica", "Formación", "Educación", "Estudios", "Títulos obtenidos"),
        "positions": ("Experiencia profesional", "Cargos", "Experiencia laboral", "Cargos académicos",
                      "Trayectoria profesional", "Antecedentes laborales"),
        "publications": ("Publicaciones", "Artículos en revistas", "Publicaciones seleccionadas",
                         "Producción científica"),
        "awards": ("Premios", "Becas, subsidios y premios", "Premios y distinciones", "Becas"),
        "talks": ("Conferencias invitadas", "Charlas", "Ponencias", "Presentaciones en congresos"),
        "teaching": ("Docencia", "Experiencia docente", "Cursos dictados", "Asignaturas impartidas"),
        "students": ("Dirección de tesis", "Tesis dirigidas", "Formación de recursos humanos", "Tesistas"),
        "committees": ("Jurado de tesis", "Tribunales de tesis doctorales", "Comités de tesis"),
        "service": ("Evaluador de revistas", "Comités editoriales", "Gestión académica", "Arbitraje"),
        "projects": ("Proyectos de investigación", "Proyectos"),
        "skills": ("Habilidades", "Conocimientos informáticos", "Herramientas"),
        "interests": ("Áreas de investigación", "Líneas de investigación", "Intereses de investigación",
                      "Áreas de interés"),
        "languages": ("Idiomas",),
    },
    entries={
        "education": (
            _degree("Doctora en Hidrología, Universidad de Tarnow, marzo de 2008 – diciembre de 2012",
                    "Doctora", "Universidad de Tarnow", "2008-03", "2012-12"),
            _degree("Licenciada en Geología, Universidad Nacional de Orlen, 2001 a 2006", "Licenciada",
                    "Universidad Nacional de Orlen", "2001", "2006"),
            _degree("Magíster en Estadística, Universidad de Velmont, 2007", "Magíster", "Universidad de Velmont",
                    None, "2007"),
        ),
        "positions": (
            _job("Profesora Asociada, Departamento de Ciencias de la Tierra, Universidad de Velmont, desde marzo "
                 "de 2018", "Profesora Asociada", "Departamento de Ciencias de la Tierra, Universidad de Velmont",
                 "2018-03", "present"),
            _job("Investigadora, Laboratorios Hydrowave, agosto de 2012 – febrero de 2018", "Investigadora",
                 "Laboratorios Hydrowave", "2012-08", "2018-02"),
            _job("Profesora Adjunta, Universidad de Orlen, ene. 2010 - jul. 2012", "Profesora Adjunta",
                 "Universidad de Orlen", "2010-01", "2012-07"),
            _job("Consultora, Aguas del Valle S.A., 2009 – actualidad", "Consultora", "Aguas del Valle S.A.",
                 "2009", "present"),
        ),
        "publications": (
            _pub("Quellen, M., Darrow, P.", 2019, "Recarga de acuíferos en cuencas kársticas",
                 "Revista de Hidrología"),
            _pub("Quellen, M.", 2016, "Transporte de sedimentos bajo caudal variable",
                 "Boletín de Recursos Hídricos"),
        ),
        "awards": (E("Premio a la Trayectoria Temprana, Sociedad de Hidrología, 2017",
                     {"name": "Premio a la Trayectoria Temprana, Sociedad de Hidrología"}),
                   E("Beca de Investigación Joven, 2015", {"name": "Beca de Investigación Joven"})),
        "talks": (_talk("Acuíferos kársticos y clima", "Departamento de Geología, Universidad de Orlen",
                        "3 de mayo de 2019", "2019-05"),
                  _talk("Ríos en movimiento", "Instituto de Estudios del Agua", "noviembre de 2017", "2017-11")),
        "teaching": (E("GEO 210: Introducción a la Hidrología, primer semestre de 2019",
                       {"course": "Introducción a la Hidrología", "term": "primer semestre de 2019"}),
                     E("GEO 410: Modelación de Aguas Subterráneas, 2020",
                       {"course": "Modelación de Aguas Subterráneas"})),
        "students": (E("Ana Pirlo, doctorado, 2019–actualidad", {"name": "Ana Pirlo"}),
                     E("Tomás Vendt, maestría, 2016–2018", {"name": "Tomás Vendt"})),
        "committees": (E("Lena Brask, doctorado, Universidad de Velmont, 2021", {"name": "Lena Brask"}),
                       E("Omar Tilde, doctorado, Universidad de Orlen, 2019", {"name": "Omar Tilde"})),
        "service": (E("Editora asociada, Revista de Hidrología, 2019–2022",
                      {"role": "Editora asociada", "venue": "Revista de Hidrología", "year": "2019-2022"}),
                    E("Revisora, Water Resources Research, 2018",
                      {"role": "Revisora", "venue": "Water Resources Research", "year": 2018})),
        "projects": (E("RiverNet: red de sensores para medir caudales, 2018–2021", {"name": "RiverNet"}),
                     E("KarstLab: archivo abierto de cuevas, 2015–2017", {"name": "KarstLab"})),
        "skills": (E("Python, MODFLOW, ArcGIS", None),),
        "interests": (E("hidrología subterránea, sistemas kársticos, transporte de sedimentos", None),),
        "languages": (E("Español (nativo), inglés (avanzado), francés (básico)", None),),
    },
    strings={"skills": ["Python", "MODFLOW", "ArcGIS"],
             "interests": ["hidrología subterránea", "sistemas kársticos", "transporte de sedimentos"]},
)

PORTUGUESE = Language(
    headings={
        "education": ("Formação acadêmica", "Formação Acadêmica/Titulação", "Formação", "Educação"),
        "positions": ("Atuação profissional", "Experiência profissional", "Cargos", "Vínculos institucionais",
                      "Histórico profissional"),
        "publications": ("Artigos publicados em periódicos", "Publicações", "Produção bibliográfica",
                         "Artigos completos publicados em periódicos", "Livros e capítulos"),
        "awards": ("Prêmios e títulos", "Prêmios", "Bolsas e auxílios", "Prêmios e distinções"),
        "talks": ("Palestras", "Apresentações de trabalho", "Palestras convidadas", "Seminários"),
        "teaching": ("Ensino", "Disciplinas ministradas", "Experiência docente", "Docência"),
        "students": ("Orientações", "Orientações concluídas", "Orientações em andamento", "Supervisão de alunos"),
        "committees": ("Bancas", "Participação em bancas", "Bancas de doutorado", "Comissões julgadoras de teses"),
        "service": ("Revisor de periódicos", "Corpo editorial", "Gestão acadêmica", "Comitês de programa"),
        "projects": ("Projetos de pesquisa", "Projetos"),
        "skills": ("Habilidades", "Ferramentas", "Conhecimentos de informática"),
        "interests": ("Áreas de atuação", "Linhas de pesquisa", "Interesses de pesquisa", "Áreas de pesquisa"),
        "languages": ("Idiomas",),
    },
    entries={
        "education": (
            _degree("Doutora em Hidrologia, Universidade de Tarnow, março de 2008 – dezembro de 2012", "Doutora",
                    "Universidade de Tarnow", "2008-03", "2012-12"),
            _degree("Mestre em Geologia, Universidade Federal de Orlen, 2004 a 2006", "Mestre",
                    "Universidade Federal de Orlen", "2004", "2006"),
            _degree("Bacharel em Física, Universidade de Velmont, 2003", "Bacharel", "Universidade de Velmont",
                    None, "2003"),
        ),
        "positions": (
            _job("Professora Associada, Departamento de Ciências da Terra, Universidade de Velmont, desde março de "
                 "2018", "Professora Associada", "Departamento de Ciências da Terra, Universidade de Velmont",
                 "2018-03", "present"),
            _job("Pesquisadora, Laboratórios Hydrowave, ago. 2012 – fev. 2018", "Pesquisadora",
                 "Laboratórios Hydrowave", "2012-08", "2018-02"),
            _job("Professora Adjunta, Universidade de Orlen, janeiro de 2010 - julho de 2012", "Professora Adjunta",
                 "Universidade de Orlen", "2010-01", "2012-07"),
            _job("Consultora, Águas do Vale Ltda., 2009 – atual", "Consultora", "Águas do Vale Ltda.", "2009",
                 "present"),
        ),
        "publications": (
            _pub("Quellen, M., Darrow, P.", 2019, "Recarga de aquíferos em bacias cársticas",
                 "Revista Brasileira de Hidrologia"),
            _pub("Quellen, M.", 2016, "Transporte de sedimentos sob vazão variável", "Boletim de Recursos Hídricos"),
        ),
        "awards": (E("Prêmio Jovem Pesquisadora, Sociedade de Hidrologia, 2017",
                     {"name": "Prêmio Jovem Pesquisadora, Sociedade de Hidrologia"}),
                   E("Bolsa de Produtividade em Pesquisa, 2015", {"name": "Bolsa de Produtividade em Pesquisa"})),
        "talks": (_talk("Aquíferos cársticos e clima", "Departamento de Geologia, Universidade de Orlen",
                        "1º de março de 2019", "2019-03"),
                  _talk("Rios em movimento", "Instituto de Estudos da Água", "novembro de 2017", "2017-11")),
        "teaching": (E("GEO 210: Introdução à Hidrologia, 2º semestre de 2019",
                       {"course": "Introdução à Hidrologia", "term": "2º semestre de 2019"}),
                     E("GEO 410: Modelagem de Águas Subterrâneas, 2020",
                       {"course": "Modelagem de Águas Subterrâneas"})),
        "students": (E("Ana Pirlo, doutorado, 2019–atual", {"name": "Ana Pirlo"}),
                     E("Tomás Vendt, mestrado, 2016–2018", {"name": "Tomás Vendt"})),
        "committees": (E("Lena Brask, doutorado, Universidade de Velmont, 2021", {"name": "Lena Brask"}),
                       E("Omar Tilde, mestrado, Universidade de Orlen, 2019", {"name": "Omar Tilde"})),
        "service": (E("Editora associada, Revista Brasileira de Hidrologia, 2019–2022",
                      {"role": "Editora associada", "venue": "Revista Brasileira de Hidrologia",
                       "year": "2019-2022"}),
                    E("Revisora, Water Resources Research, 2018",
                      {"role": "Revisora", "venue": "Water Resources Research", "year": 2018})),
        "projects": (E("RiverNet: rede de sensores para medir vazões, 2018–2021", {"name": "RiverNet"}),
                     E("KarstLab: arquivo aberto de cavernas, 2015–2017", {"name": "KarstLab"})),
        "skills": (E("Python, MODFLOW, ArcGIS", None),),
        "interests": (E("hidrologia subterrânea, sistemas cársticos, transporte de sedimentos", None),),
        "languages": (E("Português (nativo), inglês (fluente), espanhol (básico)", None),),
    },
    strings={"skills": ["Python", "MODFLOW", "ArcGIS"],
             "interests": ["hidrologia subterrânea", "sistemas cársticos", "transporte de sedimentos"]},
)

FRENCH = Language(
    headings={
        "education": ("Formation", "Diplômes", "Parcours universitaire", "Formation et diplômes"),
        "positions": ("Expérience professionnelle", "Parcours professionnel", "Postes occupés", "Fonctions",
                      "Expériences professionnelles"),
        "publications": ("Publications", "Articles dans des revues à comité de lecture", "Liste des publications",
                         "Chapitres d'ouvrages"),
        "awards": ("Prix et distinctions", "Bourses et financements", "Distinctions", "Prix"),
        "talks": ("Exposés", "Conférences invitées", "Séminaires", "Communications orales"),
        "teaching": ("Enseignement", "Enseignements", "Activités d'enseignement", "Cours dispensés"),
        "students": ("Encadrement", "Encadrement doctoral", "Thèses encadrées", "Direction de thèses"),
        "committees": ("Jurys de thèse", "Participation à des jurys de thèse", "Jurys"),
        "service": ("Responsabilités collectives", "Activités éditoriales", "Comités de programme", "Relectures"),
        "projects": ("Projets de recherche", "Projets"),
        "skills": ("Compétences", "Compétences informatiques", "Outils"),
        "interests": ("Thèmes de recherche", "Domaines de recherche", "Intérêts de recherche",
                      "Thématiques de recherche"),
        "languages": ("Langues",),
    },
    entries={
        "education": (
            _degree("Doctorat en hydrologie, Université de Tarnow, octobre 2008 – décembre 2012", "Doctorat",
                    "Université de Tarnow", "2008-10", "2012-12"),
            _degree("Master 2 Géosciences, Université d'Orlen, de 2005 à 2007", "Master 2", "Université d'Orlen",
                    "2005", "2007"),
            _degree("Licence de physique, Université de Velmont, 2004", "Licence", "Université de Velmont", None,
                    "2004"),
        ),
        "positions": (
            _job("Maître de conférences, Université de Velmont, depuis mars 2018", "Maître de conférences",
                 "Université de Velmont", "2018-03", "present"),
            _job("Chercheuse, Laboratoires Hydrowave, août 2012 – février 2018", "Chercheuse",
                 "Laboratoires Hydrowave", "2012-08", "2018-02"),
            _job("Chargée de recherche, Institut d'Orlen, janv. 2010 - juil. 2012", "Chargée de recherche",
                 "Institut d'Orlen", "2010-01", "2012-07"),
            _job("Consultante, Eaux du Val SARL, 2009 – présent", "Consultante", "Eaux du Val SARL", "2009",
                 "present"),
        ),
        "publications": (
            _pub("Quellen, M., Darrow, P.", 2019, "Recharge des aquifères dans les bassins karstiques",
                 "Revue des Sciences de l'Eau"),
            _pub("Quellen, M.", 2016, "Transport sédimentaire sous débit variable", "Bulletin d'Hydrologie"),
        ),
        "awards": (E("Prix Jeune Chercheuse, Société d'Hydrologie, 2017",
                     {"name": "Prix Jeune Chercheuse, Société d'Hydrologie"}),
                   E("Bourse de recherche doctorale, 2015", {"name": "Bourse de recherche doctorale"})),
        "talks": (_talk("Aquifères karstiques et climat", "Département de Géologie, Université d'Orlen",
                        "1er mars 2019", "2019-03"),
                  _talk("Rivières en mouvement", "Institut d'Études de l'Eau", "novembre 2017", "2017-11")),
        "teaching": (E("GEO 210 : Introduction à l'hydrologie, semestre d'automne 2019",
                       {"course": "Introduction à l'hydrologie", "term": "semestre d'automne 2019"}),
                     E("GEO 410 : Modélisation des eaux souterraines, 2020",
                       {"course": "Modélisation des eaux souterraines"})),
        "students": (E("Ana Pirlo, doctorat, 2019–en cours", {"name": "Ana Pirlo"}),
                     E("Tomás Vendt, master, 2016–2018", {"name": "Tomás Vendt"})),
        "committees": (E("Lena Brask, doctorat, Université de Velmont, 2021", {"name": "Lena Brask"}),
                       E("Omar Tilde, doctorat, Université d'Orlen, 2019", {"name": "Omar Tilde"})),
        "service": (E("Éditrice associée, Revue des Sciences de l'Eau, 2019–2022",
                      {"role": "Éditrice associée", "venue": "Revue des Sciences de l'Eau", "year": "2019-2022"}),
                    E("Relectrice, Water Resources Research, 2018",
                      {"role": "Relectrice", "venue": "Water Resources Research", "year": 2018})),
        "projects": (E("RiverNet : réseau de capteurs de débit, 2018–2021", {"name": "RiverNet"}),
                     E("KarstLab : archive ouverte des grottes, 2015–2017", {"name": "KarstLab"})),
        "skills": (E("Python, MODFLOW, ArcGIS", None),),
        "interests": (E("hydrologie souterraine, systèmes karstiques, transport sédimentaire", None),),
        "languages": (E("Français (langue maternelle), anglais (courant), espagnol (notions)", None),),
    },
    strings={"skills": ["Python", "MODFLOW", "ArcGIS"],
             "interests": ["hydrologie souterraine", "systèmes karstiques", "transport sédimentaire"]},
)

GERMAN = Language(
    headings={
        "education": ("Ausbildung", "Akademische Ausbildung", "Studium", "Bildungsweg"),
        "positions": ("Berufserfahrung", "Beruflicher Werdegang", "Wissenschaftlicher Werdegang", "Positionen"),
        "publications": ("Veröffentlichungen", "Publikationen", "Zeitschriftenartikel", "Ausgewählte Publikationen",
                         "Publikationsliste"),
        "awards": ("Auszeichnungen", "Preise und Auszeichnungen", "Stipendien", "Drittmittel"),
        "talks": ("Vorträge", "Eingeladene Vorträge", "Konferenzvorträge", "Kolloquien"),
        "teaching": ("Lehre", "Lehrtätigkeit", "Lehrveranstaltungen", "Lehrerfahrung"),
        "students": ("Betreuung", "Betreute Abschlussarbeiten", "Betreuung von Doktoranden", "Doktoranden"),
        "committees": ("Promotionskommissionen", "Prüfungskommissionen", "Zweitgutachten"),
        "service": ("Gutachtertätigkeit", "Gremienarbeit", "Akademische Selbstverwaltung", "Herausgeberschaft"),
        "projects": ("Forschungsprojekte", "Projekte"),
        "skills": ("Kenntnisse", "EDV-Kenntnisse", "Kompetenzen", "Programmierkenntnisse"),
        "interests": ("Forschungsinteressen", "Forschungsschwerpunkte", "Arbeitsgebiete"),
        "languages": ("Sprachkenntnisse", "Sprachen"),
    },
    entries={
        "education": (
            _degree("Promotion (Dr. rer. nat.) in Hydrologie, Universität Tarnow, 10/2008 – 12/2012",
                    "Dr. rer. nat.", "Universität Tarnow", "2008-10", "2012-12"),
            _degree("Diplom-Geologin, Technische Universität Orlen, Okt. 2001 – Sept. 2007", "Diplom-Geologin",
                    "Technische Universität Orlen", "2001-10", "2007-09"),
            _degree("Bachelor of Science in Physik, Universität Velmont, 2004", "Bachelor of Science",
                    "Universität Velmont", None, "2004"),
        ),
        "positions": (
            _job("Professorin (W2), Institut für Geowissenschaften, Universität Velmont, seit März 2018",
                 "Professorin (W2)", "Institut für Geowissenschaften, Universität Velmont", "2018-03", "present"),
            _job("Wissenschaftliche Mitarbeiterin, Hydrowave Laboratorien, August 2012 – Februar 2018",
                 "Wissenschaftliche Mitarbeiterin", "Hydrowave Laboratorien", "2012-08", "2018-02"),
            _job("Postdoktorandin, Universität Orlen, Jan. 2010 - Juli 2012", "Postdoktorandin", "Universität Orlen",
                 "2010-01", "2012-07"),
            _job("Beraterin, Wasserwerke Tal GmbH, 2009 – heute", "Beraterin", "Wasserwerke Tal GmbH", "2009",
                 "present"),
        ),
        "publications": (
            _pub("Quellen, M., Darrow, P.", 2019, "Grundwasserneubildung in Karstbecken",
                 "Zeitschrift für Hydrologie"),
            _pub("Quellen, M.", 2016, "Sedimenttransport bei variablem Abfluss", "Hydrologische Mitteilungen"),
        ),
        "awards": (E("Nachwuchspreis der Hydrologischen Gesellschaft, 2017",
                     {"name": "Nachwuchspreis der Hydrologischen Gesellschaft"}),
                   E("Promotionsstipendium der Velmont-Stiftung, 2015",
                     {"name": "Promotionsstipendium der Velmont-Stiftung"})),
        "talks": (_talk("Karstgrundwasser und Klima", "Institut für Geologie, Universität Orlen", "3. Mai 2019",
                        "2019-05"),
                  _talk("Flüsse in Bewegung", "Institut für Wasserforschung", "November 2017", "2017-11")),
        "teaching": (E("GEO 210: Einführung in die Hydrologie, WS 2019/20",
                       {"course": "Einführung in die Hydrologie", "term": "WS 2019/20"}),
                     E("GEO 410: Grundwassermodellierung, 2020", {"course": "Grundwassermodellierung"})),
        "students": (E("Ana Pirlo, Promotion, seit 2019", {"name": "Ana Pirlo"}),
                     E("Tomás Vendt, Masterarbeit, 2016–2018", {"name": "Tomás Vendt"})),
        "committees": (E("Lena Brask, Promotion, Universität Velmont, 2021", {"name": "Lena Brask"}),
                       E("Omar Tilde, Promotion, Universität Orlen, 2019", {"name": "Omar Tilde"})),
        "service": (E("Mitherausgeberin, Zeitschrift für Hydrologie, 2019–2022",
                      {"role": "Mitherausgeberin", "venue": "Zeitschrift für Hydrologie", "year": "2019-2022"}),
                    E("Gutachterin, Water Resources Research, 2018",
                      {"role": "Gutachterin", "venue": "Water Resources Research", "year": 2018})),
        "projects": (E("RiverNet: ein Sensornetz zur Abflussmessung, 2018–2021", {"name": "RiverNet"}),
                     E("KarstLab: ein offenes Archiv von Höhlendaten, 2015–2017", {"name": "KarstLab"})),
        "skills": (E("Python, MODFLOW, ArcGIS", None),),
        "interests": (E("Grundwasserhydrologie, Karstsysteme, Sedimenttransport", None),),
        "languages": (E("Deutsch (Muttersprache), Englisch (fließend), Französisch (Grundkenntnisse)", None),),
    },
    strings={"skills": ["Python", "MODFLOW", "ArcGIS"],
             "interests": ["Grundwasserhydrologie", "Karstsysteme", "Sedimenttransport"]},
)

ITALIAN = Language(
    headings={
        "education": ("Istruzione", "Formazione", "Istruzione e formazione", "Titoli di studio"),
        "positions": ("Esperienze lavorative", "Esperienza professionale", "Posizioni accademiche", "Incarichi",
                      "Esperienze professionali"),
        "publications": ("Pubblicazioni", "Articoli su riviste", "Pubblicazioni scelte", "Articoli in rivista"),
        "awards": ("Premi e riconoscimenti", "Premi", "Borse di studio", "Finanziamenti"),
        "talks": ("Relazioni su invito", "Seminari", "Interventi a convegni", "Presentazioni"),
        "teaching": ("Didattica", "Attività didattica", "Insegnamenti", "Corsi tenuti"),
        "students": ("Supervisione di tesi", "Tesi seguite", "Relatore di tesi", "Dottorandi"),
        "committees": ("Commissioni di dottorato", "Commissioni di laurea", "Commissioni di tesi"),
        "service": ("Attività di revisione", "Incarichi istituzionali", "Attività editoriale", "Comitati di programma"),
        "projects": ("Progetti di ricerca", "Progetti"),
        "skills": ("Competenze", "Competenze informatiche", "Conoscenze informatiche"),
        "interests": ("Interessi di ricerca", "Temi di ricerca", "Ambiti di ricerca", "Linee di ricerca"),
        "languages": ("Lingue", "Conoscenze linguistiche"),
    },
    entries={
        "education": (
            _degree("Dottorato di ricerca in Idrologia, Università di Tarnow, novembre 2008 – dicembre 2012",
                    "Dottorato di ricerca", "Università di Tarnow", "2008-11", "2012-12"),
            _degree("Laurea magistrale in Geologia, Università di Orlen, dal 2005 al 2007", "Laurea magistrale",
                    "Università di Orlen", "2005", "2007"),
            _degree("Laurea triennale in Fisica, Politecnico di Velmont, 2004", "Laurea triennale",
                    "Politecnico di Velmont", None, "2004"),
        ),
        "positions": (
            _job("Professoressa associata, Dipartimento di Scienze della Terra, Università di Velmont, dal marzo "
                 "2018", "Professoressa associata", "Dipartimento di Scienze della Terra, Università di Velmont",
                 "2018-03", "present"),
            _job("Ricercatrice, Laboratori Hydrowave, agosto 2012 – febbraio 2018", "Ricercatrice",
                 "Laboratori Hydrowave", "2012-08", "2018-02"),
            _job("Assegnista di ricerca, Università di Orlen, gen. 2010 - lug. 2012", "Assegnista di ricerca",
                 "Università di Orlen", "2010-01", "2012-07"),
            _job("Consulente, Acque della Valle S.r.l., 2009 – ad oggi", "Consulente", "Acque della Valle S.r.l.",
                 "2009", "present"),
        ),
        "publications": (
            _pub("Quellen, M., Darrow, P.", 2019, "Ricarica degli acquiferi nei bacini carsici",
                 "Rivista Italiana di Idrologia"),
            _pub("Quellen, M.", 2016, "Trasporto di sedimenti con portata variabile", "Bollettino di Idrologia"),
        ),
        "awards": (E("Premio Giovane Ricercatrice, Società di Idrologia, 2017",
                     {"name": "Premio Giovane Ricercatrice, Società di Idrologia"}),
                   E("Borsa di studio per il dottorato, 2015", {"name": "Borsa di studio per il dottorato"})),
        "talks": (_talk("Acquiferi carsici e clima", "Dipartimento di Geologia, Università di Orlen",
                        "12 marzo 2019", "2019-03"),
                  _talk("Fiumi in movimento", "Istituto di Studi sulle Acque", "novembre 2017", "2017-11")),
        "teaching": (E("GEO 210: Introduzione all'idrologia, primo semestre 2019",
                       {"course": "Introduzione all'idrologia", "term": "primo semestre 2019"}),
                     E("GEO 410: Modellazione delle acque sotterranee, 2020",
                       {"course": "Modellazione delle acque sotterranee"})),
        "students": (E("Ana Pirlo, dottorato, 2019–in corso", {"name": "Ana Pirlo"}),
                     E("Tomás Vendt, laurea magistrale, 2016–2018", {"name": "Tomás Vendt"})),
        "committees": (E("Lena Brask, dottorato, Università di Velmont, 2021", {"name": "Lena Brask"}),
                       E("Omar Tilde, dottorato, Università di Orlen, 2019", {"name": "Omar Tilde"})),
        "service": (E("Editor associato, Rivista Italiana di Idrologia, 2019–2022",
                      {"role": "Editor associato", "venue": "Rivista Italiana di Idrologia", "year": "2019-2022"}),
                    E("Revisore, Water Resources Research, 2018",
                      {"role": "Revisore", "venue": "Water Resources Research", "year": 2018})),
        "projects": (E("RiverNet: una rete di sensori di portata, 2018–2021", {"name": "RiverNet"}),
                     E("KarstLab: un archivio aperto di grotte, 2015–2017", {"name": "KarstLab"})),
        "skills": (E("Python, MODFLOW, ArcGIS", None),),
        "interests": (E("idrologia sotterranea, sistemi carsici, trasporto di sedimenti", None),),
        "languages": (E("Italiano (madrelingua), inglese (fluente), francese (base)", None),),
    },
    strings={"skills": ["Python", "MODFLOW", "ArcGIS"],
             "interests": ["idrologia sotterranea", "sistemi carsici", "trasporto di sedimenti"]},
)

# English entries and headings, to mix with the others: the section matrix's entries under its plainest headings
ENGLISH = Language(
    headings={"education": ("Education",), "positions": ("Professional Experience",), "publications": ("Publications",),
              "awards": ("Awards",), "talks": ("Invited Talks",), "teaching": ("Teaching",),
              "students": ("Students Supervised",), "committees": ("Thesis Committees",),
              "service": ("Professional Service",), "projects": ("Projects",), "skills": ("Skills",),
              "interests": ("Research Interests",), "languages": ("Languages",)},
    entries=vs.ENTRIES,
    strings=vs.STRING_ITEMS,
)  # fmt: skip

LANGUAGES = {"en": ENGLISH, "es": SPANISH, "pt": PORTUGUESE, "fr": FRENCH, "de": GERMAN, "it": ITALIAN}
SECTIONS = ("education", "positions", "publications", "awards", "talks", "teaching", "students", "committees",
            "service", "projects", "skills", "interests", "languages")  # fmt: skip
UNSCORED = frozenset({"languages"})


@dataclass(frozen=True)
class Variant:
    """One CV of the matrix, its language, and the matrix row it belongs to."""

    language: str
    section: str
    heading: str
    style: str
    cv: vs.Variant

    @property
    def name(self) -> str:
        return f"{self.language}--{self.cv.name}"


def _records(lang: Language, section: str) -> list:
    if section in lang.strings:
        return list(lang.strings[section])
    return [dict(e.record) for e in lang.entries[section] if isinstance(e.record, dict)]


def _cv(parts: list[tuple[str, str, Language]], style: str, row: vs.Heading) -> vs.Variant:
    """The CV that prints ``parts`` (section, heading, the language of its entries) in ``style``, and the records
    the gold expects of it."""
    fmt = vs._format(style)
    lines = vs._header(fmt, style)
    gold: dict = {"source": "", "person": {"name": vs.NAME}}
    for name in (*scorer.SECTIONS, *scorer.STRING_LISTS):
        gold[name] = []
    for index, (section, text, lang) in enumerate(parts, start=1):
        entries = vs._entry_lines(fmt, lang.entries[section], style)
        lines += [*vs._headings(style, text, min(index, 9)), "", *entries, ""]
        if section not in UNSCORED:
            gold[section] = gold[section] + _records(lang, section)
    lines += vs._footer(fmt)
    return vs.Variant(row, style, fmt, "\n".join(lines) + "\n", gold)


def variant(code: str, section: str, heading: str, style: str) -> Variant:
    """``heading`` (in ``style``) over its section's entries, between two plain sections of the same language.

    A mixed code names the language of the headings, then that of the entries: ``es+en`` prints Spanish headings
    over English entries, ``en+es`` English headings over Spanish entries.
    """
    heads, _, words = code.partition("+")
    titled, lang = LANGUAGES[heads], LANGUAGES[words or heads]
    anchor, closing = ("skills", "awards") if section == "education" else ("education", "skills")
    if section == "skills":
        closing = "awards"
    parts = [(anchor, titled.headings[anchor][0], lang), (section, heading, lang),
             (closing, titled.headings[closing][0], lang)]  # fmt: skip
    return Variant(code, section, heading, style, _cv(parts, style, vs.Heading(section, heading)))


FOREIGN = ("es", "pt", "fr", "de", "it")


def variants() -> list[Variant]:
    """Every heading of every language in every style, then each language mixed with English both ways (the
    first heading of each section, in every style)."""
    out = [
        variant(code, section, heading, style)
        for code in FOREIGN
        for section in SECTIONS
        for heading in LANGUAGES[code].headings[section]
        for style in STYLES
    ]
    for code in FOREIGN:
        for mixed in (f"{code}+en", f"en+{code}"):
            heads = LANGUAGES[mixed.partition("+")[0]].headings
            out += [variant(mixed, section, heads[section][0], style) for section in SECTIONS for style in STYLES]
    return out


def full_variant(code: str, number: int) -> Variant:
    """A whole CV in one language: every section under a heading drawn from its vocabulary, in one style."""
    lang = LANGUAGES[code]
    style = STYLES[number % len(STYLES)]
    parts = [(s, lang.headings[s][(number + k) % len(lang.headings[s])], lang) for k, s in enumerate(SECTIONS)]
    return Variant(code, "full", f"CV {number}", style, _cv(parts, style, vs.Heading("full", f"CV {number}")))


def full_variants(count: int = len(STYLES)) -> list[Variant]:
    """``count`` whole CVs per language (see :func:`full_variant`)."""
    return [full_variant(code, n) for code in FOREIGN for n in range(count)]


def write(folder: Path, chosen: list[Variant]) -> list[Path]:
    """Write each variant's CV to ``folder`` as ``NAME.SUFFIX``."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for v in chosen:
        path = folder / f"{v.name}.{v.cv.suffix}"
        path.write_text(v.cv.text, encoding="utf-8")
        paths.append(path)
    return paths


@dataclass(frozen=True)
class Outcome:
    """Records (as :class:`tests.variations_sections.Outcome`) and the dates of paired dated records."""

    records: vs.Outcome
    dates_right: int
    dates: int
    misses: tuple[str, ...]

    @property
    def f1(self) -> float:
        return self.records.f1


def _date_misses(v: Variant, layout: dict) -> tuple[int, int, list[str]]:
    right = total = 0
    misses = []
    for section, fields in DATED.items():
        gold, pred = v.cv.gold.get(section) or [], layout.get(section) or []
        for i, j in scorer.match(gold, pred, scorer.SECTIONS[section][0]):
            for name in (f for f in fields if f in gold[i]):  # the English entries give no dates to score
                ok = scorer.field_equal(name, gold[i].get(name), pred[j].get(name))
                right, total = right + ok, total + 1
                if not ok:
                    misses.append(f"{section}.{name}: gold={gold[i].get(name)!r} pred={pred[j].get(name)!r}")
    return right, total, misses


def score_variant(v: Variant, layout: dict) -> Outcome:
    """Record F1 as the section matrix scores it, and each date of a paired position, degree or talk."""
    records = vs.score_variant(v.cv, layout)
    right, total, misses = _date_misses(v, layout)
    return Outcome(records, right, total, records.misses + tuple(misses))
