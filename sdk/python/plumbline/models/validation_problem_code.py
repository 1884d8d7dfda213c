from enum import Enum

class ValidationProblemCode(str, Enum):
    KEY_LIMIT_REACHED = "key_limit_reached"
    QUOTA_EXHAUSTED = "quota_exhausted"
    RATE_LIMITED = "rate_limited"
    SPEND_CAP_REACHED = "spend_cap_reached"

    def __str__(self) -> str:
        return str(self.value)
