from enum import Enum

class ApplicableCodesCodesItemConfidence(str, Enum):
    LIKELY = "likely"
    UNCERTAIN = "uncertain"
    UNKNOWN = "unknown"
    VERIFIED = "verified"

    def __str__(self) -> str:
        return str(self.value)
