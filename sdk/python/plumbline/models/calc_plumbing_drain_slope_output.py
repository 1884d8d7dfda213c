from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_plumbing_drain_slope_output_checks_item import CalcPlumbingDrainSlopeOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcPlumbingDrainSlopeOutput")



@_attrs_define
class CalcPlumbingDrainSlopeOutput:
    """ The results of calc_plumbing_drain_slope and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            checks (list[CalcPlumbingDrainSlopeOutputChecksItem]): The planned slope against the minimum (empty when none
                was given).
            code_reference (str): The section setting the minimum slope.
            min_drop_in (float): Least fall over the run at the minimum slope, inches.
            min_slope_in_per_ft (float): Minimum slope, IPC Table 704.1: 1/4 in/ft up to 2-1/2 in, 1/8 in/ft for 3 to 6 in,
                1/16 in/ft for 8 in and larger.
            min_slope_pct (float): The minimum slope as a percent grade.
            pass_ (bool): True when every check passes.
            pipe_size (str): Nominal size of the drain, inches.
            planned_drop_in (float): Fall over the run at planned_slope_in_per_ft, inches (0 when none was given).
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    checks: list[CalcPlumbingDrainSlopeOutputChecksItem]
    code_reference: str
    min_drop_in: float
    min_slope_in_per_ft: float
    min_slope_pct: float
    pass_: bool
    pipe_size: str
    planned_drop_in: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_plumbing_drain_slope_output_checks_item import CalcPlumbingDrainSlopeOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        min_drop_in = self.min_drop_in

        min_slope_in_per_ft = self.min_slope_in_per_ft

        min_slope_pct = self.min_slope_pct

        pass_ = self.pass_

        pipe_size = self.pipe_size

        planned_drop_in = self.planned_drop_in

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "checks": checks,
            "code_reference": code_reference,
            "min_drop_in": min_drop_in,
            "min_slope_in_per_ft": min_slope_in_per_ft,
            "min_slope_pct": min_slope_pct,
            "pass": pass_,
            "pipe_size": pipe_size,
            "planned_drop_in": planned_drop_in,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_plumbing_drain_slope_output_checks_item import CalcPlumbingDrainSlopeOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcPlumbingDrainSlopeOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        min_drop_in = d.pop("min_drop_in")

        min_slope_in_per_ft = d.pop("min_slope_in_per_ft")

        min_slope_pct = d.pop("min_slope_pct")

        pass_ = d.pop("pass")

        pipe_size = d.pop("pipe_size")

        planned_drop_in = d.pop("planned_drop_in")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_plumbing_drain_slope_output = cls(
            checks=checks,
            code_reference=code_reference,
            min_drop_in=min_drop_in,
            min_slope_in_per_ft=min_slope_in_per_ft,
            min_slope_pct=min_slope_pct,
            pass_=pass_,
            pipe_size=pipe_size,
            planned_drop_in=planned_drop_in,
            schemas=schemas,
        )


        calc_plumbing_drain_slope_output.additional_properties = d
        return calc_plumbing_drain_slope_output

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
