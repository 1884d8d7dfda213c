from enum import Enum

class CodesListSectionsKind(str, Enum):
    ARTICLE = "article"
    CHAPTER = "chapter"
    PART = "part"
    SECTION = "section"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
