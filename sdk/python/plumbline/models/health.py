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
  from ..models.health_refresh import HealthRefresh





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
            dataset_version (str | Unset): /readyz: the reference dataset version this instance serves.
            refresh (HealthRefresh | Unset): /readyz: the server's background refresh of the publishers' releases
                (PLUMBLINE_REFRESH): the sources it pulls and those it skips with why, what is due by what the live version
                holds, and the last check that did something (`result`: switched, unchanged, failed, elsewhere). A failing
                publisher leaves the version before serving and the server ready.
     """

    status: str
    version: str
    checks: HealthChecks | Unset = UNSET
    data: list[HealthDataItem] | Unset = UNSET
    dataset_version: str | Unset = UNSET
    refresh: HealthRefresh | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.health_checks import HealthChecks
        from ..models.health_data_item import HealthDataItem
        from ..models.health_refresh import HealthRefresh
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



        dataset_version = self.dataset_version

        refresh: dict[str, Any] | Unset = UNSET
        if not isinstance(self.refresh, Unset):
            refresh = self.refresh.to_dict()


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
        if dataset_version is not UNSET:
            field_dict["dataset_version"] = dataset_version
        if refresh is not UNSET:
            field_dict["refresh"] = refresh

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.health_checks import HealthChecks
        from ..models.health_data_item import HealthDataItem
        from ..models.health_refresh import HealthRefresh
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


        dataset_version = d.pop("dataset_version", UNSET)

        _refresh = d.pop("refresh", UNSET)
        refresh: HealthRefresh | Unset
        if isinstance(_refresh,  Unset):
            refresh = UNSET
        else:
            refresh = HealthRefresh.from_dict(_refresh)




        health = cls(
            status=status,
            version=version,
            checks=checks,
            data=data,
            dataset_version=dataset_version,
            refresh=refresh,
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
