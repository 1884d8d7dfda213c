from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.health_checks import HealthChecks
  from ..models.health_data_item import HealthDataItem





T = TypeVar("T", bound="Health")



@_attrs_define
class Health:
    """ 
        Attributes:
            status (str):
            version (str):
            checks (HealthChecks | Unset):
            data (list[HealthDataItem] | Unset): /readyz: how fresh each federal source of the live dataset is (`plumbline
                data status`); readiness does not depend on it.
     """

    status: str
    version: str
    checks: HealthChecks | Unset = UNSET
    data: list[HealthDataItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.health_checks import HealthChecks
        from ..models.health_data_item import HealthDataItem
        status = self.status

        version = self.version

        checks: dict[str, Any] | Unset = UNSET
        if not isinstance(self.checks, Unset):
            checks = self.checks.to_dict()

        data: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.data, Unset):
            data = []
            for data_item_data in self.data:
                data_item = data_item_data.to_dict()
                data.append(data_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
            "version": version,
        })
        if checks is not UNSET:
            field_dict["checks"] = checks
        if data is not UNSET:
            field_dict["data"] = data

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.health_checks import HealthChecks
        from ..models.health_data_item import HealthDataItem
        d = dict(src_dict)
        status = d.pop("status")

        version = d.pop("version")

        _checks = d.pop("checks", UNSET)
        checks: HealthChecks | Unset
        if isinstance(_checks,  Unset):
            checks = UNSET
        else:
            checks = HealthChecks.from_dict(_checks)




        _data = d.pop("data", UNSET)
        data: list[HealthDataItem] | Unset = UNSET
        if _data is not UNSET:
            data = []
            for data_item_data in _data:
                data_item = HealthDataItem.from_dict(data_item_data)



                data.append(data_item)


        health = cls(
            status=status,
            version=version,
            checks=checks,
            data=data,
        )


        health.additional_properties = d
        return health

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
