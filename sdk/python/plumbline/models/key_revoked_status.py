from enum import Enum

class KeyRevokedStatus(str, Enum):
    REVOKED = "revoked"

    def __str__(self) -> str:
        return str(self.value)
