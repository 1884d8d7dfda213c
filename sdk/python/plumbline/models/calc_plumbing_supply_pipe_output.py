from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_plumbing_supply_pipe_output_checks_item import CalcPlumbingSupplyPipeOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcPlumbingSupplyPipeOutput")



@_attrs_define
class CalcPlumbingSupplyPipeOutput:
    """ The results of calc_plumbing_supply_pipe and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            checks (list[CalcPlumbingSupplyPipeOutputChecksItem]): Velocity against the limit.
            code_reference (str): The section on water distribution design flow.
            inside_diameter_in (float): Inside diameter of that size, inches.
            material_standard (str): The dimension standard the inside diameter comes from.
            nominal_size (str): Smallest nominal size whose velocity at demand_gpm is within the limit.
            nominal_size_in (float): The same size as a number of inches.
            pass_ (bool): True when every check passes.
            velocity_fps (float): Mean velocity at demand_gpm: 0.4085 x gpm / ID², ft/s.
            velocity_limit_fps (float): Velocity limit applied, ft/s (Copper Tube Handbook: 8 cold, 5 hot; applied to every
                material here).
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    checks: list[CalcPlumbingSupplyPipeOutputChecksItem]
    code_reference: str
    inside_diameter_in: float
    material_standard: str
    nominal_size: str
    nominal_size_in: float
    pass_: bool
    velocity_fps: float
    velocity_limit_fps: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_plumbing_supply_pipe_output_checks_item import CalcPlumbingSupplyPipeOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        inside_diameter_in = self.inside_diameter_in

        material_standard = self.material_standard

        nominal_size = self.nominal_size

        nominal_size_in = self.nominal_size_in

        pass_ = self.pass_

        velocity_fps = self.velocity_fps

        velocity_limit_fps = self.velocity_limit_fps

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "checks": checks,
            "code_reference": code_reference,
            "inside_diameter_in": inside_diameter_in,
            "material_standard": material_standard,
            "nominal_size": nominal_size,
            "nominal_size_in": nominal_size_in,
            "pass": pass_,
            "velocity_fps": velocity_fps,
            "velocity_limit_fps": velocity_limit_fps,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_plumbing_supply_pipe_output_checks_item import CalcPlumbingSupplyPipeOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcPlumbingSupplyPipeOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        inside_diameter_in = d.pop("inside_diameter_in")

        material_standard = d.pop("material_standard")

        nominal_size = d.pop("nominal_size")

        nominal_size_in = d.pop("nominal_size_in")

        pass_ = d.pop("pass")

        velocity_fps = d.pop("velocity_fps")

        velocity_limit_fps = d.pop("velocity_limit_fps")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_plumbing_supply_pipe_output = cls(
            checks=checks,
            code_reference=code_reference,
            inside_diameter_in=inside_diameter_in,
            material_standard=material_standard,
            nominal_size=nominal_size,
            nominal_size_in=nominal_size_in,
            pass_=pass_,
            velocity_fps=velocity_fps,
            velocity_limit_fps=velocity_limit_fps,
            schemas=schemas,
        )


        calc_plumbing_supply_pipe_output.additional_properties = d
        return calc_plumbing_supply_pipe_output

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
