from enum import Enum

class CalcConcreteFootingInputFoundation(str, Enum):
    BASEMENT = "basement"
    CRAWL_SPACE = "crawl-space"
    SLAB_ON_GRADE = "slab-on-grade"

    def __str__(self) -> str:
        return str(self.value)
