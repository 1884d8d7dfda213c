from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_site_compaction_output_checks_item import CalcSiteCompactionOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcSiteCompactionOutput")



@_attrs_define
class CalcSiteCompactionOutput:
    """ The results of calc_site_compaction and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            checks (list[CalcSiteCompactionOutputChecksItem]): Relative compaction against the required percentage.
            code_reference (str): The Proctor test standard.
            field_dry_density_pcf (float): Field dry density: wet density / (1 + moisture/100), lb/ft³.
            pass_ (bool): True when the relative compaction meets the requirement.
            relative_compaction_pct (float): Field dry density / maximum dry density x 100, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    checks: list[CalcSiteCompactionOutputChecksItem]
    code_reference: str
    field_dry_density_pcf: float
    pass_: bool
    relative_compaction_pct: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_site_compaction_output_checks_item import CalcSiteCompactionOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        field_dry_density_pcf = self.field_dry_density_pcf

        pass_ = self.pass_

        relative_compaction_pct = self.relative_compaction_pct

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "checks": checks,
            "code_reference": code_reference,
            "field_dry_density_pcf": field_dry_density_pcf,
            "pass": pass_,
            "relative_compaction_pct": relative_compaction_pct,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_site_compaction_output_checks_item import CalcSiteCompactionOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcSiteCompactionOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        field_dry_density_pcf = d.pop("field_dry_density_pcf")

        pass_ = d.pop("pass")

        relative_compaction_pct = d.pop("relative_compaction_pct")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_site_compaction_output = cls(
            checks=checks,
            code_reference=code_reference,
            field_dry_density_pcf=field_dry_density_pcf,
            pass_=pass_,
            relative_compaction_pct=relative_compaction_pct,
            schemas=schemas,
        )


        calc_site_compaction_output.additional_properties = d
        return calc_site_compaction_output

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
