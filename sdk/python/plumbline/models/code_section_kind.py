from enum import Enum

class CodeSectionKind(str, Enum):
    ARTICLE = "article"
    CHAPTER = "chapter"
    PART = "part"
    SECTION = "section"
    TABLE = "table"

    def __str__(self) -> str:
        return str(self.value)
